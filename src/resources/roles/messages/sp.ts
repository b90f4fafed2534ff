import type { RolesMessages } from './en';

export const sp: RolesMessages = {
  roles: {
    sections: { permissions: 'Permisos', defaultRoles: 'Roles predeterminados', instanceRoles: 'Roles', members: 'Miembros' },
    fields: {
      permissionId: 'Id del permiso', permissionName: 'Nombre del permiso', description: 'Descripción', roleName: 'Nombre del rol',
      userType: 'Tipo de usuario', kind: 'Clase', permissions: 'Permisos', members: 'Miembros', name: 'Nombre', email: 'Correo', roles: 'Roles',
    },
    userTypes: { OWNER: 'Propietario', DEVELOPER: 'Desarrollador', USER: 'Usuario', all: 'Todos los tipos de usuario' },
    kinds: { instance: 'Rol personalizado', default: 'Rol predeterminado' },
    action: {
      addPermission: 'Añadir permiso', addRole: 'Añadir rol', save: 'Guardar', cancel: 'Cancelar',
      close: 'Cerrar', confirm: 'Sí', saveAnyway: 'Guardar cambios', permissionsOf: 'Permisos', rolesOf: 'Roles', holders: 'Quién lo tiene',
      selectAll: 'Seleccionar los mostrados',
    },
    title: {
      addPermission: 'Añadir permiso', editPermission: 'Editar el permiso %{name}', addDefaultRole: 'Añadir rol predeterminado',
      addInstanceRole: 'Añadir rol', editRole: 'Editar el rol %{name}', deletePermission: 'Eliminar permiso', deleteRole: 'Eliminar rol',
      effective: 'Permisos de %{name}', holders: 'Quién tiene %{permission}', memberRolesAll: 'Roles de %{name}', memberRoles: 'Roles de %{name} en %{app}', impact: 'Antes de guardar',
    },
    validation: {
      permissionIdRequired: 'El id del permiso es obligatorio',
      permissionIdFormat: 'Use solo letras, números y guion bajo',
      permissionNameRequired: 'El nombre del permiso es obligatorio',
      permissionNameTooLong: 'El nombre del permiso debe tener menos de 20 caracteres',
      maxLength20: 'La longitud máxima es 20',
      roleNameRequired: 'El nombre del rol es obligatorio',
      roleNameTooLong: 'El nombre del rol debe tener menos de 20 caracteres',
      userTypeRequired: 'El tipo de usuario es obligatorio',
    },
    question: {
      deletePermission: '¿Eliminar el permiso %{name}?',
      deletePermissionUsed: '¿Eliminar el permiso %{name}? %{smart_count} rol lo pierde. |||| ¿Eliminar el permiso %{name}? %{smart_count} roles lo pierden.',
      deleteRole: '¿Eliminar el rol %{name}?',
    },
    empty: {
      permissions: 'Esta aplicación aún no tiene permisos.', roles: 'Aún no hay roles.', members: 'No se encontraron miembros.',
      effective: 'Este miembro no tiene ningún permiso en esta aplicación.', holders: 'Nadie tiene este permiso.',
    },
    effective: {
      assigned: 'De los roles asignados a este miembro.',
      userTypeDefaults: 'No tiene roles asignados: se aplican los roles predeterminados del tipo %{userType}.',
      grantedBy: 'Concedido por', through: 'Mediante',
    },
    impact: {
      none: 'Nadie gana ni pierde permisos.', lose: '%{smart_count} miembro pierde %{permission} |||| %{smart_count} miembros pierden %{permission}', gain: '%{smart_count} miembro obtiene %{permission} |||| %{smart_count} miembros obtienen %{permission}',
      member: '%{name}: obtiene %{gains}; pierde %{losses}', nothing: 'nada',
      accounts: 'Miembros afectados: %{members}, en %{smart_count} cuenta suscrita |||| Miembros afectados: %{members}, en %{smart_count} cuentas suscritas',
    },
    checklist: { search: 'Buscar permisos', selected: '%{count} de %{total} seleccionados', none: 'Ningún permiso coincide.' },
    memberRoles: {
      inApp: 'Roles en %{app}', console: 'la consola',
      custom: 'Roles personalizados', defaults: 'Roles predeterminados',
      defaultsNote: 'Sin ningún rol marcado, se aplican los roles predeterminados del tipo de usuario del miembro.',
    },
    roleCannotBeDeleted: 'Este rol no se puede eliminar.',
  },
  // The success texts of the roles' resources (src/resources/roles/rolesResources.ts).
  resources: {
    appPermissions: { notifications: { created: 'Permiso creado correctamente', updated: 'Permiso actualizado correctamente', deleted: 'Permiso eliminado correctamente' } },
    appDefaultRoles: { notifications: { created: 'Rol creado correctamente', updated: 'Rol actualizado correctamente', deleted: 'Rol eliminado correctamente' } },
    instanceRoles: { notifications: { created: 'Rol creado correctamente', updated: 'Rol actualizado correctamente', deleted: 'Rol eliminado correctamente' } },
  },
};
