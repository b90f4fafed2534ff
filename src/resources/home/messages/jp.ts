import type { HomeMessages } from './en';

export const jp: HomeMessages = {
  home: {
    title: 'ようこそ',
    welcome: '%{businessName} で作業しています',
    accountCode: 'アカウントコード',
    role: 'あなたの役割',
    userType: { OWNER: 'オーナー', DEVELOPER: '開発者', USER: 'ユーザー' },
    areas: '開ける画面',
    noAreas: 'このアカウントで開けるコンソール画面はまだありません。アカウントのオーナーにアクセスを依頼してください。',
  },
};
