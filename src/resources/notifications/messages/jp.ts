import type { NotificationMessages } from './en';

export const jp: NotificationMessages = {
  notifications: {
    bell: '通知',
    bellUnread: '通知、未読 %{count} 件',
    title: '通知',
    readAll: 'すべて既読にする',
    deleteAll: 'すべて削除',
    deleteAllConfirm: 'すべての通知を削除しますか？',
    delete: '削除',
    deleteConfirm: 'この通知を削除しますか？',
    confirmTitle: '確認してください',
    empty: 'すべての通知を確認しました',
    showMore: 'さらに表示',
    unread: '未読',
    accept: '承諾',
    resend: '再送信',
    grant: '許可',
    deny: '拒否',
    download: 'ダウンロード',
    deleted: '通知を削除しました',
    allDeleted: '通知をすべて削除しました',
    allRead: 'すべての通知を既読にしました',
    granted: 'アクセスを許可しました',
    resent: '招待を再送信しました',
    loadFailed: '通知を読み込めませんでした: %{error}',
  },
};
