// The notification bell's texts (console-shell.md §2 "Notification dropdown", §8).
export const en = {
  notifications: {
    bell: 'Notifications',
    bellUnread: 'Notifications, %{count} unread',
    title: 'Notifications',
    readAll: 'Read all',
    deleteAll: 'Delete all',
    deleteAllConfirm: 'Do you want to delete all notification?',
    delete: 'Delete',
    deleteConfirm: 'Do you want to delete the notification?',
    confirmTitle: 'Please confirm',
    empty: 'You have viewed all notifications',
    showMore: 'Show more',
    unread: 'Unread',
    accept: 'Accept',
    resend: 'Resend',
    grant: 'Grant',
    deny: 'Deny',
    download: 'Download',
    deleted: 'Notification deleted successfully',
    allDeleted: 'Notifications deleted successfully',
    allRead: 'All notifications are marked as read',
    granted: 'Access granted',
    resent: 'Invitation sent again',
    loadFailed: 'Notifications could not be loaded: %{error}',
  },
};

export type NotificationMessages = typeof en;
