import type { ApiKeysMessages } from './en';

export const sp: ApiKeysMessages = {
  apiKeys: {
    section: 'Claves de API',
    title: { generate: 'Generar clave de API', rename: 'Renombrar %{name}', roll: 'Renovar %{name}', revoke: 'Revocar clave de API', delete: 'Eliminar clave de API' },
    fields: {
      name: 'Nombre', prefix: 'Clave', status: 'Estado', expiresAt: 'Caduca', lastUsed: 'Último uso', key: 'La nueva clave de API',
      graceHours: 'Horas que la clave anterior sigue funcionando',
    },
    status: { ACTIVE: 'Activa', REVOKED: 'Revocada', EXPIRED: 'Caducada' },
    action: {
      generate: 'Generar clave de API', rename: 'Renombrar', roll: 'Renovar', revoke: 'Revocar', delete: 'Eliminar', save: 'Guardar', cancel: 'Cancelar',
      yes: 'Sí', copy: 'Copiar', copied: 'Copiada', close: 'Cerrar',
    },
    question: {
      revoke: '¿Revocar la clave %{name}? Las aplicaciones que la usan serán rechazadas; no se puede deshacer.',
      delete: '¿Eliminar la clave %{name}? Las aplicaciones que la usan serán rechazadas.',
    },
    shownOnce: 'Copie esta clave ahora y guárdela en un lugar seguro: no se volverá a mostrar.',
    rollNote: 'La clave recibe un secreto nuevo ahora. Entregue la nueva clave a la aplicación antes de que la anterior deje de funcionar.',
    graceHelp: 'De 0 (se detiene al instante) a %{max}.',
    noExpiry: 'Déjelo vacío para una clave que no caduca.',
    mineOnly: 'Solo las claves que generé', graceUntil: 'La clave anterior funciona hasta el %{at}',
    never: 'Nunca', neverUsed: 'Aún no se ha usado',
    used: '%{at} (%{smart_count} uso) |||| %{at} (%{smart_count} usos)',
    empty: 'Aún no hay claves de API. Genere una ahora.',
    rules: { nameRequired: 'El nombre de la clave es obligatorio', nameTooLong: 'El nombre de la clave puede tener como máximo %{max} caracteres' },
  },
  // The success texts of the keys' resource (src/resources/apiKeys/apiKeysResources.ts).
  resources: {
    instanceApiKeys: {
      notifications: {
        created: 'Clave de API generada correctamente', updated: 'Clave de API de %{app} actualizada correctamente',
        revoked: 'Clave de API de %{app} revocada correctamente', deleted: 'Clave de API de %{app} eliminada correctamente',
      },
    },
  },
};
