import type { RolesMessages } from './en';

export const zh: RolesMessages = {
  roles: {
    sections: { permissions: '权限', defaultRoles: '默认角色', instanceRoles: '角色', members: '成员' },
    fields: {
      permissionId: '权限 ID', permissionName: '权限名称', description: '描述', roleName: '角色名称', userType: '用户类型', kind: '类别',
      permissions: '权限', members: '成员', name: '姓名', email: '电子邮件', roles: '角色',
    },
    userTypes: { OWNER: '所有者', DEVELOPER: '开发者', USER: '用户', all: '所有用户类型' },
    kinds: { instance: '自定义角色', default: '默认角色' },
    action: {
      addPermission: '添加权限', addRole: '添加角色', save: '保存', cancel: '取消', close: '关闭', confirm: '是',
      saveAnyway: '保存更改', permissionsOf: '权限', rolesOf: '角色', holders: '谁拥有', selectAll: '全选当前显示',
    },
    title: {
      addPermission: '添加权限', editPermission: '编辑权限 %{name}', addDefaultRole: '添加默认角色', addInstanceRole: '添加角色',
      editRole: '编辑角色 %{name}', deletePermission: '删除权限', deleteRole: '删除角色', effective: '%{name} 的权限',
      holders: '谁拥有 %{permission}', memberRolesAll: '%{name} 的角色', memberRoles: '%{name} 在 %{app} 中的角色', impact: '保存之前',
    },
    validation: {
      permissionIdRequired: '权限 ID 为必填项',
      permissionIdFormat: '只能使用字母、数字和下划线',
      permissionNameRequired: '权限名称为必填项',
      permissionNameTooLong: '权限名称须少于 20 个字符',
      maxLength20: '最大长度为 20',
      roleNameRequired: '角色名称为必填项',
      roleNameTooLong: '角色名称须少于 20 个字符',
      userTypeRequired: '用户类型为必填项',
    },
    question: {
      deletePermission: '删除权限 %{name}？',
      deletePermissionUsed: '删除权限 %{name}？将有 %{smart_count} 个角色失去该权限。',
      deleteRole: '删除角色 %{name}？',
    },
    empty: {
      permissions: '此应用还没有权限。', roles: '还没有角色。', members: '未找到成员。',
      effective: '该成员在此应用中没有任何权限。', holders: '没有人拥有此权限。',
    },
    effective: {
      assigned: '来自分配给该成员的角色。',
      userTypeDefaults: '未分配角色：适用 %{userType} 用户类型的默认角色。',
      grantedBy: '授予者', through: '通过',
    },
    impact: {
      none: '没有人获得或失去权限。', lose: '%{smart_count} 名成员失去 %{permission}', gain: '%{smart_count} 名成员获得 %{permission}',
      member: '%{name}：获得 %{gains}；失去 %{losses}', nothing: '无',
      accounts: '受影响的成员：%{members} 人，分布在 %{smart_count} 个订阅账户中',
    },
    checklist: { search: '搜索权限', selected: '已选 %{count} / %{total}', none: '没有匹配的权限。' },
    memberRoles: {
      inApp: '%{app} 中的角色', console: '控制台', custom: '自定义角色', defaults: '默认角色', defaultsNote: '未勾选任何角色时，适用成员用户类型的默认角色。' },
    roleCannotBeDeleted: '此角色无法删除。',
  },
  // The success texts of the roles' resources (src/resources/roles/rolesResources.ts).
  resources: {
    appPermissions: { notifications: { created: '权限创建成功', updated: '权限更新成功', deleted: '权限删除成功' } },
    appDefaultRoles: { notifications: { created: '角色创建成功', updated: '角色更新成功', deleted: '角色删除成功' } },
    instanceRoles: { notifications: { created: '角色创建成功', updated: '角色更新成功', deleted: '角色删除成功' } },
  },
};
