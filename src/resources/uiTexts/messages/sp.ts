import type { UiTextsMessages } from './en';

export const sp: UiTextsMessages = {
  uiTexts: {
    sections: { app: 'Textos de la interfaz', instance: 'Textos de la interfaz' },
    title: {
      add: 'Añadir texto', edit: 'Editar el texto %{name}', delete: 'Eliminar texto', editInstance: 'Textos de esta instancia para %{name}',
      console: 'Textos de la consola',
    },
    fields: { propertyName: 'Nombre de la propiedad', description: 'Descripción', tag: 'Etiqueta', status: 'Estado', locale: 'Idioma', inUse: 'Texto en uso', source: 'Origen' },
    locales: { en: 'Inglés', fr: 'Francés', sp: 'Español', jp: 'Japonés', ch: 'Chino' },
    problems: { missing: 'Falta', placeholders: 'Variables distintas', stale: 'Desactualizado' },
    status: { ACTIVE: 'Activo', INACTIVE: 'Inactivo' },
    source: { instance: 'Esta instancia', app: 'La aplicación' },
    action: {
      add: 'Añadir texto', save: 'Guardar', cancel: 'Cancelar', confirm: 'Sí', export: 'Exportar JSON', import: 'Importar JSON',
      reset: 'Volver al texto de la aplicación',
    },
    question: { delete: '¿Eliminar el texto %{name}?' },
    empty: { app: 'Aún no hay textos. Añada uno ahora.', instance: 'La aplicación no tiene textos.' },
    imported: '%{smart_count} texto importado. |||| %{smart_count} textos importados.',
    importUnknown: 'La aplicación no tiene ninguna propiedad llamada: %{names}.',
    importRefused: 'El archivo no se importó: %{reason}',
    importShape: 'debe ser un único objeto JSON de textos, { "nombre.de.propiedad": "texto" }',
    instanceNote: 'Un campo vacío usa el texto de la aplicación.',
    appText: 'Texto de la aplicación',
    none: 'ninguno',
    consoleNote: 'Las etiquetas propias de su cuenta para esta consola, en cada idioma. Se muestran la próxima vez que alguien entre en la cuenta.',
    rules: {
      nameRequired: 'El nombre de la propiedad es obligatorio',
      nameFormat: 'Use palabras separadas por puntos, con letras, números y guion bajo, p. ej. shell.menu.users',
      nameTooLong: 'El nombre de la propiedad puede tener como máximo 200 caracteres',
      baseRequired: 'El texto en inglés (o el valor predeterminado) es obligatorio',
      textTooLong: 'Un texto puede tener como máximo 2000 caracteres',
    },
  },
  // The success texts of the UI texts' resources (src/resources/uiTexts/uiTextsResources.ts).
  resources: {
    appUiTexts: { notifications: { created: 'Propiedad guardada correctamente', updated: 'Propiedad guardada correctamente', deleted: 'Propiedad eliminada correctamente' } },
    instanceUiTexts: { notifications: { updated: 'Propiedad guardada correctamente' } },
  },
};
