// react-admin's conventions where they exist (resources.pageTemplates.*), the plugin's own keys under pageTemplates.*.
export const en = {
  resources: {
    pageTemplates: {
      name: 'Page template |||| Page templates',
      fields: { name: 'Name', description: 'Description', updatedAt: 'Updated' },
      notifications: { created: 'Page template created', updated: 'Page template updated', deleted: 'Page template deleted' },
    },
  },
  pageTemplates: {
    menu: 'Page Templates',
    empty: 'No page templates yet.',
    validation: { nameRequired: 'Name is required' },
  },
};

export type PageTemplatesMessages = typeof en;
