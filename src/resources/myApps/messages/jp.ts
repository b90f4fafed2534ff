import type { MyAppsMessages } from './en';

export const jp: MyAppsMessages = {
  home: {
    welcome: '%{businessName} で作業しています',
    accountCode: 'アカウントコード',
    role: 'あなたの役割',
    userType: { OWNER: 'オーナー', DEVELOPER: '開発者', USER: 'ユーザー' },
    areas: '開ける画面',
    noAreas: 'このアカウントで開けるコンソール画面はまだありません。アカウントのオーナーにアクセスを依頼してください。',
  },
  myApps: {
    title: 'マイアプリ',
    open: '開く',
    settings: '設定',
    details: '詳細',
    empty: 'このアカウントはまだどのアプリも購読していません。',
    browseMarketplace: 'マーケットプレイスを見る',
    emptyMenu: '購読中のアプリはありません',
    noMatch: '一致するアプリはありません',
    searchApps: 'アプリを検索',
    submenuLabel: '購読中のアプリ',
    noRoleAssigned: 'ロールが割り当てられていません',
  },
};
