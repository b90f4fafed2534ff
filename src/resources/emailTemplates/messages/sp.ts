import type { EmailTemplatesMessages } from './en';

// TODO: translate the domain's name (resources.emailTemplates.name, emailTemplates.menu) and the texts that name it.
export const sp: EmailTemplatesMessages = {
  resources: {
    emailTemplates: {
      name: 'Email template |||| Email templates',
      fields: { name: 'Nombre', description: 'Descripción', updatedAt: 'Actualizado' },
      notifications: { created: 'Elemento creado', updated: 'Elemento actualizado', deleted: 'Elemento eliminado' },
    },
  },
  emailTemplates: {
    menu: 'Email Templates',
    empty: 'Aún no hay elementos.',
    validation: { nameRequired: 'El nombre es obligatorio' },
  },
};
