import type { PageTemplatesMessages } from './en';

// TODO: translate the domain's name (resources.pageTemplates.name, pageTemplates.menu) and the texts that name it.
export const jp: PageTemplatesMessages = {
  resources: {
    pageTemplates: {
      name: 'Page template |||| Page templates',
      fields: { name: '名前', description: '説明', updatedAt: '更新日時' },
      notifications: { created: '作成しました', updated: '更新しました', deleted: '削除しました' },
    },
  },
  pageTemplates: {
    menu: 'Page Templates',
    empty: 'まだありません。',
    validation: { nameRequired: '名前は必須です' },
  },
};
