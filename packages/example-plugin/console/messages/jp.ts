import type { NotesMessages } from './en';

export const jp: NotesMessages = {
  resources: {
    notes: {
      name: 'メモ |||| メモ',
      fields: { title: 'タイトル', body: '本文', pinned: 'ピン留め', updatedAt: '更新日時' },
      notifications: { created: 'メモを保存しました', updated: 'メモを更新しました', deleted: 'メモを削除しました' },
    },
  },
  notes: {
    menu: 'メモ',
    summary: { pinned: 'ピン留めしたメモ: %{count}', open: 'メモを開く' },
    validation: { titleRequired: 'タイトルは必須です' },
  },
};
