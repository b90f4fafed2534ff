import type { EmailTemplatesMessages } from './en';

// TODO: translate the domain's name (resources.emailTemplates.name, emailTemplates.menu) and the texts that name it.
export const zh: EmailTemplatesMessages = {
  resources: {
    emailTemplates: {
      name: 'Email template |||| Email templates',
      fields: { name: '名称', description: '描述', updatedAt: '更新时间' },
      notifications: { created: '已创建', updated: '已更新', deleted: '已删除' },
    },
  },
  emailTemplates: {
    menu: 'Email Templates',
    empty: '暂无记录。',
    validation: { nameRequired: '名称为必填项' },
  },
};
