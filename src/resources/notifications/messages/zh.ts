import type { NotificationMessages } from './en';

export const zh: NotificationMessages = {
  notifications: {
    bell: '通知',
    bellUnread: '通知，%{count} 条未读',
    title: '通知',
    readAll: '全部标为已读',
    deleteAll: '全部删除',
    deleteAllConfirm: '是否删除所有通知？',
    delete: '删除',
    deleteConfirm: '是否删除该通知？',
    confirmTitle: '请确认',
    empty: '您已查看所有通知',
    showMore: '显示更多',
    unread: '未读',
    accept: '接受',
    resend: '重新发送',
    grant: '授予',
    deny: '拒绝',
    download: '下载',
    deleted: '通知已删除',
    allDeleted: '所有通知已删除',
    allRead: '所有通知已标为已读',
    granted: '已授予访问权限',
    resent: '邀请已重新发送',
    loadFailed: '无法加载通知：%{error}',
  },
};
