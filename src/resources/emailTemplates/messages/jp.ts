import type { EmailTemplatesMessages } from './en';

// TODO: translate the domain's name (resources.emailTemplates.name, emailTemplates.menu) and the texts that name it.
export const jp: EmailTemplatesMessages = {
  resources: {
    emailTemplates: {
      name: 'Email template |||| Email templates',
      fields: { name: '名前', description: '説明', updatedAt: '更新日時' },
      notifications: { created: '作成しました', updated: '更新しました', deleted: '削除しました' },
    },
  },
  emailTemplates: {
    menu: 'Email Templates',
    empty: 'まだありません。',
    validation: { nameRequired: '名前は必須です' },
  },
};
