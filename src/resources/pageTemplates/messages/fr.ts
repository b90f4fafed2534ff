import type { PageTemplatesMessages } from './en';

// TODO: translate the domain's name (resources.pageTemplates.name, pageTemplates.menu) and the texts that name it.
export const fr: PageTemplatesMessages = {
  resources: {
    pageTemplates: {
      name: 'Page template |||| Page templates',
      fields: { name: 'Nom', description: 'Description', updatedAt: 'Mis à jour' },
      notifications: { created: 'Élément créé', updated: 'Élément mis à jour', deleted: 'Élément supprimé' },
    },
  },
  pageTemplates: {
    menu: 'Page Templates',
    empty: 'Aucun élément pour l’instant.',
    validation: { nameRequired: 'Le nom est obligatoire' },
  },
};
