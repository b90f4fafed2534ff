import type { ShellMessages } from './en';

export const jp: ShellMessages = {
  shell: {
    menu: {
      myApps: 'マイアプリ',
      marketplace: 'マーケットプレイス',
      developerPortal: '開発者ポータル',
      users: 'ユーザー',
      dataMigration: 'データ移行',
      dataExport: 'データエクスポート',
      apiDocuments: 'API ドキュメント',
    },
    header: { switchAccount: 'アカウントを切り替え', account: 'アカウント' },
    profile: {
      editProfile: 'プロフィールを編集',
      security: 'セキュリティ',
      changePassword: 'パスワードを変更',
      signOut: 'サインアウト',
    },
    session: {
      expired: 'セッションの有効期限が切れました。続行するには再度ログインしてください。',
      login: 'ログイン',
    },
    errors: {
      unauthorized: '認証されていません',
      generic: '問題が発生しました',
      invalidCredentials: '認証情報が無効です。',
    },
    // A save refused because someone else saved the record meanwhile (src/ui/StaleSaveDialog.tsx).
    staleSave: {
      title: 'その間に他の人が保存しました',
      text: '開いた後に他の人が保存したため、あなたの変更はまだ保存されていません。相手のバージョン:',
      saved: '%{time} に保存',
      revision: 'リビジョン %{revision}、%{time} に保存',
      revisionNumber: 'リビジョン %{revision}',
      keepMine: '自分の変更を保持',
      keepMineHint: 'もう一度保存すると、相手のバージョンがあなたのものに置き換わります。',
      loadTheirs: '相手のバージョンを読み込む',
    },
    language: { label: '言語' },
    // A subscription's term and environment, read on the Marketplace and in My Apps.
    subscription: { terms: { Monthly: '月次', Quarterly: '四半期', Yearly: '年次', ALLTIME: '無期限' }, environments: { Test: 'テスト', Production: '本番' } },
  },
};
