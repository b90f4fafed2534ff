import type { UsersMessages } from './en';

export const zh: UsersMessages = {
  resources: {
    'account-users': {
      name: '用户 |||| 用户',
      fields: { name: '姓名', email: '电子邮件', userType: '用户类型', status: '状态', createdAt: '加入时间' },
      notifications: { deleted: '已将用户从账户中移除' },
      message: {
        delete_title: '移除 %{recordRepresentation}',
        delete_content: '要将此用户从账户中移除吗？其访问权限将立即失效。',
      },
    },
    'user-invitations': {
      name: '邀请 |||| 邀请',
      fields: { email: '电子邮件', roleName: '角色', userType: '用户类型', state: '状态', expiresAt: '过期时间', createdAt: '发送时间' },
      notifications: { created: '已向 %{email} 发送邀请', deleted: '用户邀请已删除' },
      message: {
        delete_title: '删除发给 %{recordRepresentation} 的邀请',
        delete_content: '要删除此邀请吗？其链接将失效。',
      },
    },
  },
  users: {
    title: '用户',
    tabs: { users: '用户', invitations: '邀请' },
    choices: {
      userType: { OWNER: '所有者', DEVELOPER: '开发者', USER: '用户' },
      status: { ACTIVE: '活跃', INACTIVE: '停用' },
      state: { PENDING: '待处理', ACCEPTED: '已接受', EXPIRED: '已过期', DELETED: '已删除' },
    },
    action: { resend: '重新发送', edit: '更改', restore: '恢复', remove: '移除', invite: '邀请用户', send: '发送邀请', cancel: '取消', save: '保存' },
    edit: { title: '更改 %{name}' },
    invite: {
      title: '邀请用户',
      toEmail: '电子邮件',
      userType: '用户类型',
      adminRole: '控制台角色',
      defaultRole: '该用户类型的默认角色',
      appRoles: '%{app} 中的角色',
      noApps: '该账户没有其他可分配角色的应用。',
    },
    notifications: { statusUpdated: '用户状态已更新', restored: '用户已恢复' },
    validation: { emailRequired: '电子邮件为必填项', emailInvalid: '请输入有效的电子邮件', userTypeRequired: '用户类型为必填项' },
    empty: { users: '没有匹配的用户', invitations: '暂无邀请' },
  },
};
