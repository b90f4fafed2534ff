import type { UsersMessages } from './en';

export const sp: UsersMessages = {
  resources: {
    'account-users': {
      name: 'Usuario |||| Usuarios',
      fields: { name: 'Nombre', email: 'Correo electrónico', userType: 'Tipo de usuario', status: 'Estado', createdAt: 'Miembro desde' },
      notifications: { deleted: 'Usuario eliminado de la cuenta' },
      message: {
        delete_title: 'Quitar a %{recordRepresentation}',
        delete_content: '¿Quitar a este usuario de la cuenta? Pierde el acceso de inmediato.',
      },
    },
    'user-invitations': {
      name: 'Invitación |||| Invitaciones',
      fields: { email: 'Correo electrónico', roleName: 'Rol', userType: 'Tipo de usuario', state: 'Estado', expiresAt: 'Caduca', createdAt: 'Enviada' },
      notifications: { created: 'Invitación enviada a %{email}', deleted: 'Invitación de usuario eliminada' },
      message: {
        delete_title: 'Eliminar la invitación de %{recordRepresentation}',
        delete_content: '¿Eliminar esta invitación? Su enlace dejará de funcionar.',
      },
    },
  },
  users: {
    title: 'Usuarios',
    tabs: { users: 'Usuarios', invitations: 'Invitaciones' },
    choices: {
      userType: { OWNER: 'Propietario', DEVELOPER: 'Desarrollador', USER: 'Usuario' },
      status: { ACTIVE: 'Activo', INACTIVE: 'Inactivo' },
      state: { PENDING: 'Pendiente', ACCEPTED: 'Aceptada', EXPIRED: 'Caducada', DELETED: 'Eliminada' },
    },
    action: {
      resend: 'Reenviar',
      edit: 'Cambiar', restore: 'Restaurar', remove: 'Quitar', invite: 'Invitar usuario', send: 'Enviar invitación',
      cancel: 'Cancelar', save: 'Guardar',
    },
    edit: { title: 'Cambiar a %{name}' },
    invite: {
      title: 'Invitar a un usuario',
      toEmail: 'Correo electrónico',
      userType: 'Tipo de usuario',
      adminRole: 'Rol en la consola',
      defaultRole: 'El rol predeterminado del tipo de usuario',
      appRoles: 'Roles en %{app}',
      noApps: 'La cuenta no tiene otras aplicaciones en las que dar roles.',
    },
    notifications: { statusUpdated: 'Estado del usuario actualizado', restored: 'Usuario restaurado' },
    validation: {
      emailRequired: 'El correo electrónico es obligatorio',
      emailInvalid: 'Introduzca un correo electrónico válido',
      userTypeRequired: 'El tipo de usuario es obligatorio',
    },
    empty: { users: 'Ningún usuario coincide', invitations: 'Todavía no hay invitaciones' },
  },
};
