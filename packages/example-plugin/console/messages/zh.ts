import type { NotesMessages } from './en';

export const zh: NotesMessages = {
  resources: {
    notes: {
      name: '笔记 |||| 笔记',
      fields: { title: '标题', body: '正文', pinned: '已置顶', updatedAt: '更新时间' },
      notifications: { created: '笔记已保存', updated: '笔记已更新', deleted: '笔记已删除' },
    },
  },
  notes: {
    menu: '笔记',
    summary: { pinned: '置顶笔记：%{count}', open: '打开笔记' },
    validation: { titleRequired: '标题为必填项' },
  },
};
