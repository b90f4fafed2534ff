import type { EmailTemplatesMessages } from './en';

export const sp: EmailTemplatesMessages = {
  emailTemplates: {
    sections: { app: 'Plantillas de correo', instance: 'Plantillas de correo' },
    empty: 'Aún no hay plantillas de correo.',
    fields: {
      name: 'Nombre', subject: 'Asunto', htmlBody: 'Cuerpo HTML', textBody: 'Cuerpo de texto', sampleData: 'Datos de ejemplo (JSON)', updatedAt: 'Actualizado',
    },
    help: {
      placeholders: 'Escriba {{name}} donde va un valor de los datos de ejemplo, {{order.total}} para uno anidado, {{#items}}…{{/items}} para repetir por una lista.',
      sampleData: 'Un objeto JSON con un valor para cada marcador, p. ej. {"name": "Ada"}',
    },
    action: {
      add: 'Añadir plantilla de correo', save: 'Guardar', cancel: 'Cancelar', close: 'Cerrar', testMail: 'Enviarme un correo de prueba',
      confirm: 'Eliminar', view: 'Ver',
    },
    title: {
      add: 'Añadir plantilla de correo', edit: 'Editar plantilla de correo: %{name}', view: 'Plantilla de correo: %{name}', delete: 'Eliminar plantilla de correo',
    },
    question: { delete: '¿Eliminar la plantilla de correo «%{name}»? No se puede deshacer.' },
    preview: {
      title: 'Vista previa con los datos de ejemplo', subject: 'Asunto', html: 'HTML', text: 'Texto', frame: 'Vista previa HTML del correo',
      unavailable: 'La vista previa aparece cuando los datos de ejemplo son un objeto JSON.',
    },
    missing: 'Este marcador no tiene valor en los datos de ejemplo: %{names} |||| Estos marcadores no tienen valor en los datos de ejemplo: %{names}',
    validation: {
      nameRequired: 'El nombre es obligatorio',
      subjectRequired: 'El asunto es obligatorio',
      tooLong: 'Como máximo %{max} caracteres',
      syntax: 'Plantilla no válida: %{detail}',
      sampleJson: 'Los datos de ejemplo no son JSON válido: %{detail}',
      sampleObject: 'Los datos de ejemplo deben ser un objeto JSON, p. ej. {"name": "Ada"}',
    },
    result: { testMail: 'Correo de prueba enviado a %{to}' },
  },
  // The success texts of the templates' resources (emailTemplatesResources.ts).
  resources: {
    appEmailTemplates: {
      notifications: {
        created: 'Plantilla de correo añadida correctamente',
        updated: 'Plantilla de correo actualizada correctamente',
        deleted: 'Plantilla de correo eliminada correctamente',
      },
    },
    instanceEmailTemplates: {
      notifications: {
        created: 'Plantilla de correo de la instancia añadida correctamente',
        updated: 'Plantilla de correo de la instancia actualizada correctamente',
        deleted: 'Plantilla de correo de la instancia eliminada correctamente',
      },
    },
  },
};
