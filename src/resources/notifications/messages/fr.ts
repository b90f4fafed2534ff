import type { NotificationMessages } from './en';

export const fr: NotificationMessages = {
  notifications: {
    bell: 'Notifications',
    bellUnread: 'Notifications, %{count} non lues',
    title: 'Notifications',
    readAll: 'Tout marquer comme lu',
    deleteAll: 'Tout supprimer',
    deleteAllConfirm: 'Voulez-vous supprimer toutes les notifications ?',
    delete: 'Supprimer',
    deleteConfirm: 'Voulez-vous supprimer la notification ?',
    confirmTitle: 'Veuillez confirmer',
    empty: 'Vous avez consulté toutes les notifications',
    showMore: 'Afficher plus',
    unread: 'Non lue',
    accept: 'Accepter',
    resend: 'Renvoyer',
    grant: 'Accorder',
    deny: 'Refuser',
    download: 'Télécharger',
    deleted: 'Notification supprimée avec succès',
    allDeleted: 'Notifications supprimées avec succès',
    allRead: 'Toutes les notifications sont marquées comme lues',
    granted: 'Accès accordé',
    resent: 'Invitation renvoyée',
    loadFailed: "Les notifications n'ont pas pu être chargées : %{error}",
  },
};
