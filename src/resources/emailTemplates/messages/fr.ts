import type { EmailTemplatesMessages } from './en';

// TODO: translate the domain's name (resources.emailTemplates.name, emailTemplates.menu) and the texts that name it.
export const fr: EmailTemplatesMessages = {
  resources: {
    emailTemplates: {
      name: 'Email template |||| Email templates',
      fields: { name: 'Nom', description: 'Description', updatedAt: 'Mis à jour' },
      notifications: { created: 'Élément créé', updated: 'Élément mis à jour', deleted: 'Élément supprimé' },
    },
  },
  emailTemplates: {
    menu: 'Email Templates',
    empty: 'Aucun élément pour l’instant.',
    validation: { nameRequired: 'Le nom est obligatoire' },
  },
};
