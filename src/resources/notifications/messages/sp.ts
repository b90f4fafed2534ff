import type { NotificationMessages } from './en';

export const sp: NotificationMessages = {
  notifications: {
    bell: 'Notificaciones',
    bellUnread: 'Notificaciones, %{count} sin leer',
    title: 'Notificaciones',
    readAll: 'Marcar todo como leído',
    deleteAll: 'Eliminar todo',
    deleteAllConfirm: '¿Desea eliminar todas las notificaciones?',
    delete: 'Eliminar',
    deleteConfirm: '¿Desea eliminar la notificación?',
    confirmTitle: 'Confirme, por favor',
    empty: 'Ha visto todas las notificaciones',
    showMore: 'Mostrar más',
    unread: 'Sin leer',
    accept: 'Aceptar',
    resend: 'Reenviar',
    grant: 'Conceder',
    deny: 'Denegar',
    download: 'Descargar',
    deleted: 'Notificación eliminada correctamente',
    allDeleted: 'Notificaciones eliminadas correctamente',
    allRead: 'Todas las notificaciones están marcadas como leídas',
    granted: 'Acceso concedido',
    resent: 'Invitación reenviada',
    loadFailed: 'No se pudieron cargar las notificaciones: %{error}',
  },
};
