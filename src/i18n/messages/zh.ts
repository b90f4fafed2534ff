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
    language: { label: '语言' },
  },
};
