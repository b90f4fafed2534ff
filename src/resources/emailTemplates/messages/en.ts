// react-admin's conventions where they exist (resources.emailTemplates.*), the plugin's own keys under emailTemplates.*.
export const en = {
  resources: {
    emailTemplates: {
      name: 'Email template |||| Email templates',
      fields: { name: 'Name', description: 'Description', updatedAt: 'Updated' },
      notifications: { created: 'Email template created', updated: 'Email template updated', deleted: 'Email template deleted' },
    },
  },
  emailTemplates: {
    menu: 'Email Templates',
    empty: 'No email templates yet.',
    validation: { nameRequired: 'Name is required' },
  },
};

export type EmailTemplatesMessages = typeof en;
