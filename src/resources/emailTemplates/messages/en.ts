// The email templates' texts; fr, sp, jp and zh mirror these keys.
export const en = {
  emailTemplates: {
    sections: { app: 'Email templates', instance: 'Email templates' },
    empty: 'No email templates yet.',
    fields: {
      name: 'Name', subject: 'Subject', htmlBody: 'HTML body', textBody: 'Text body', sampleData: 'Sample data (JSON)', updatedAt: 'Updated',
    },
    help: {
      placeholders: 'Write {{name}} where a value of the sample data goes, {{order.total}} for a nested one, {{#items}}…{{/items}} to repeat for a list.',
      sampleData: 'A JSON object with a value for each placeholder, e.g. {"name": "Ada"}',
    },
    action: {
      add: 'Add email template', save: 'Save', cancel: 'Cancel', close: 'Close', testMail: 'Send test mail to me', confirm: 'Delete', view: 'View',
    },
    title: {
      add: 'Add email template', edit: 'Edit email template: %{name}', view: 'Email template: %{name}', delete: 'Delete email template',
    },
    question: { delete: 'Delete the email template "%{name}"? This cannot be undone.' },
    preview: {
      title: 'Preview with the sample data', subject: 'Subject', html: 'HTML', text: 'Text', frame: 'HTML preview of the mail',
      unavailable: 'The preview shows once the sample data is a JSON object.',
    },
    missing: 'This placeholder has no value in the sample data: %{names} |||| These placeholders have no value in the sample data: %{names}',
    validation: {
      nameRequired: 'Name is required',
      subjectRequired: 'Subject is required',
      tooLong: 'At most %{max} characters',
      syntax: 'Not a valid template: %{detail}',
      sampleJson: 'Sample data is not valid JSON: %{detail}',
      sampleObject: 'Sample data must be a JSON object, such as {"name": "Ada"}',
    },
    result: { testMail: 'Test mail sent to %{to}' },
  },
  // The success texts of the templates' resources (emailTemplatesResources.ts).
  resources: {
    appEmailTemplates: {
      notifications: {
        created: 'Email template added successfully',
        updated: 'Email template updated successfully',
        deleted: 'Email template deleted successfully',
      },
    },
    instanceEmailTemplates: {
      notifications: {
        created: 'Instance email template added successfully',
        updated: 'Instance email template updated successfully',
        deleted: 'Instance email template deleted successfully',
      },
    },
  },
};

export type EmailTemplatesMessages = typeof en;
