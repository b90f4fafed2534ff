import type { HomeMessages } from './en';

export const zh: HomeMessages = {
  home: {
    title: '欢迎',
    welcome: '您正在 %{businessName} 中工作',
    accountCode: '账户代码',
    role: '您的角色',
    userType: { OWNER: '所有者', DEVELOPER: '开发者', USER: '用户' },
    areas: '您可以打开的功能',
    noAreas: '您在此账户中还没有可用的控制台功能。请向账户所有者申请访问权限。',
  },
};
