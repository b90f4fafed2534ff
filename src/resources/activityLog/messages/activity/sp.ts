// The activity kinds and messages in Spanish (the English ones are in contract/activityLogRules.ts).
import type { ActivityTexts } from './types';

export const spActivity: ActivityTexts = {
  kinds: {
    app: 'Aplicación', service: 'Servicio', connector: 'Conector', module: 'Módulo', addModule: 'Módulo complementario',
    DeveloperApp: 'Aplicación de desarrollador', developerPortal: 'Portal de desarrolladores', subscription: 'Suscripción',
    appSettings: 'Formulario de ajustes de la aplicación', appInstanceSettings: 'Ajustes de la instancia', parameter: 'Parámetro',
    uiText: 'Texto de interfaz', apiKey: 'Clave de API', image: 'Imagen', permission: 'Permiso', role: 'Rol',
    connectorLink: 'Enlace de conector', connectorApi: 'API de conector', instanceConnectorApi: 'Valores de API de conector',
    account: 'Cuenta', accountUser: 'Miembro', invitation: 'Invitación', pageTemplate: 'Plantilla de página',
    instanceTemplate: 'Plantilla de página de instancia', templatePage: 'Página de plantilla', emailTemplate: 'Plantilla de correo',
    dataExport: 'Exportación de datos', database: 'Base de datos', security: 'Seguridad',
  },
  messages: {
    app: {
      registered: 'Aplicación de desarrollador %{name} registrada', created: '%{type} %{name}: creación',
      updated: '%{type} %{name}: modificación', published: '%{type} %{name}: publicación', unpublished: '%{type} %{name}: retirada de publicación',
      subscriptionsStopped: 'Nuevas suscripciones a %{name} detenidas', subscriptionsEnabled: 'Nuevas suscripciones a %{name} permitidas',
      deleted: '%{type} %{name}: eliminación', opened: '%{name} abierta',
    },
    developerPortal: { subscribed: 'Suscripción al portal de desarrolladores' },
    subscription: { subscribed: 'Suscripción a %{name}', unsubscribed: 'Baja de %{name}' },
    parameter: { created: 'Parámetro %{name} añadido', updated: 'Parámetro %{name} modificado', deleted: 'Parámetro %{name} eliminado' },
    uiText: {
      created: 'Texto %{name} añadido a %{app}', updated: 'Texto %{name} de %{app} modificado', deleted: 'Texto %{name} de %{app} eliminado',
      imported: '%{count} textos (%{locale}) de %{app} importados', instanceSaved: 'Textos de la instancia guardados',
    },
    apiKey: {
      created: 'Clave de API %{name} de %{instance} generada', updated: 'Clave de API %{name} de %{instance} renombrada',
      revoked: 'Clave de API %{name} de %{instance} revocada', rolled: 'Clave de API %{name} de %{instance} renovada',
      deleted: 'Clave de API %{name} de %{instance} eliminada',
    },
    image: { uploaded: 'Imagen subida' },
    permission: {
      created: 'Permiso %{name} añadido a %{app}', updated: 'Permiso %{name} de %{app} modificado', deleted: 'Permiso %{name} eliminado de %{app}',
    },
    role: {
      created: 'Rol %{name} creado', renamed: 'Rol %{from} renombrado como %{name}', deleted: 'Rol %{name} eliminado',
      permissionsSet: 'Permisos del rol %{name} guardados', defaultCreated: 'Rol predeterminado %{name} añadido a %{app}',
      defaultUpdated: 'Rol predeterminado %{name} de %{app} modificado', defaultDeleted: 'Rol predeterminado %{name} eliminado de %{app}',
      defaultPermissionsSet: 'Permisos del rol predeterminado %{name} de %{app} guardados', assigned: 'Roles de %{member} modificados',
    },
    connectorLink: { linked: '%{name} enlazado a la instancia %{instance}', removed: '%{name} quitado de la instancia %{instance}' },
    connectorApi: {
      created: 'API de conector %{name} añadida a %{connector}', updated: 'API de conector %{name} modificada',
      deleted: 'API de conector %{name} eliminada', tested: 'API de conector %{name} probada: %{outcome}',
    },
    instanceConnectorApi: { saved: 'Valores de la API de conector %{name} guardados para la instancia %{instance}' },
    invitation: { sent: 'Invitación enviada a %{email}', resent: 'Invitación reenviada' },
    account: { madeDefault: 'Cuenta predeterminada cambiada' },
    security: { tokenSubjectMismatch: "Un token de acceso a nombre del usuario %{namedUserId} llegó con una sesión del usuario %{sessionUserId}: rechazado, y esa sesión terminó" },
    change: {
      create: '%{type}: creación', update: '%{type}: modificación', delete: '%{type}: eliminación', status: '%{type}: estado cambiado',
      previewImage: '%{type}: imagen de vista previa guardada', publish: '%{type}: publicación', import: '%{type}: textos importados',
      revoke: '%{type}: revocación', roll: '%{type}: renovación', testMail: '%{type}: correo de prueba enviado',
      assign: '%{type}: roles asignados', migrate: '%{type}: migración de datos iniciada',
    },
  },
};
