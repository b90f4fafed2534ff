import type { ShellMessages } from './en';

export const zh: ShellMessages = {
  shell: {
    menu: {
      myApps: '我的应用',
      marketplace: '应用市场',
      developerPortal: '开发者门户',
      users: '用户',
      dataMigration: '数据迁移',
      dataExport: '数据导出',
      apiDocuments: 'API 文档',
    },
    header: { switchAccount: '切换账户', account: '账户' },
    profile: {
      editProfile: '编辑个人资料',
      security: '安全',
      changePassword: '修改密码',
      signOut: '退出登录',
    },
    session: {
      expired: '您的会话已过期。请重新登录以继续。',
      login: '登录',
    },
    errors: {
      unauthorized: '未授权',
      generic: '出现错误',
      invalidCredentials: '提供的凭据无效。',
    },
    // A save refused because someone else saved the record meanwhile (src/ui/StaleSaveDialog.tsx).
    staleSave: {
      title: '其他人已在此期间保存',
      text: '自您打开后，其他人已保存了更改，因此您的更改尚未保存。对方的版本：',
      saved: '保存于 %{time}',
      revision: '修订版 %{revision}，保存于 %{time}',
      revisionNumber: '修订版 %{revision}',
      keepMine: '保留我的更改',
      keepMineHint: '再次保存将用您的版本替换对方的版本。',
      loadTheirs: '加载对方的版本',
    },
    language: { label: '语言' },
    // A subscription's term and environment, read on the Marketplace and in My Apps.
    subscription: { terms: { Monthly: '按月', Quarterly: '按季度', Yearly: '按年', ALLTIME: '永久' }, environments: { Test: '测试', Production: '生产' } },
  },
};
