import type { MyAppsMessages } from './en';

export const zh: MyAppsMessages = {
  home: {
    welcome: '您正在 %{businessName} 中工作',
    accountCode: '账户代码',
    role: '您的角色',
    userType: { OWNER: '所有者', DEVELOPER: '开发者', USER: '用户' },
    areas: '您可以打开的功能',
    noAreas: '您在此账户中还没有可用的控制台功能。请向账户所有者申请访问权限。',
  },
  myApps: {
    title: '我的应用',
    open: '打开',
    settings: '设置',
    details: '详情',
    empty: '您的账户尚未订阅任何应用。',
    browseMarketplace: '浏览应用市场',
    emptyMenu: '没有已订阅的应用',
    noMatch: '没有匹配的应用',
    searchApps: '搜索应用',
    submenuLabel: '已订阅的应用',
    noRoleAssigned: '未分配角色',
  },
};
