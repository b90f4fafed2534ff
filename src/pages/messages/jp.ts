import { accountJp } from './account/jp';
import type { PublicMessages } from './en';

export const jp: PublicMessages = {
  pages: {
    ...accountJp,
    language: '言語',
    login: {
      title: 'サインイン',
      subtitle: 'サインインしてアカウントとアプリを管理します',
      username: 'ユーザー名',
      password: 'パスワード',
      submit: 'サインイン',
      usernameRequired: 'ユーザー名は必須です',
      passwordRequired: 'パスワードは必須です',
    },
    twoFactor: {
      title: '二要素認証',
      subtitle: '%{username} の認証アプリに表示される6桁のコードを入力してください',
      code: '認証コード',
      submit: '確認',
      codeRequired: '認証コードは必須です',
      codeFormat: '認証コードは6桁の数字です',
      backToLogin: 'サインインに戻る',
    },
    accessDecline: {
      title: 'アクセス申請を拒否',
      question: 'このアクセス申請を拒否しますか？申請者に通知されます。',
      decline: '拒否',
      declined: 'アクセス申請を拒否しました。',
      invalidLink: 'このリンクは無効です。',
      signIn: 'このアクセス申請に回答するにはサインインしてください。',
      toLogin: 'サインインへ',
      toAccountList: 'アカウント一覧へ',
    },
    sso: {
      title: 'シングルサインオン',
      continueWith: '%{provider} で続ける',
      or: 'または',
      signingIn: 'サインインしています…',
      signingInAs: '%{username} としてサインインしています…',
      failed: 'シングルサインオンが完了しませんでした。',
      providerRefused: 'プロバイダーでサインインできませんでした（%{reason}）。',
      noSignInStarted: 'このサインインは期限切れか、別のタブで開始されました。もう一度やり直してください。',
      backToLogin: 'サインインに戻る',
    },
    acceptInvite: {
      title: '招待',
      working: '招待を承諾しています…',
      expired: 'この招待は期限切れです。新しい招待をリクエストしますか？',
      requested: '新しい招待をリクエストしました。メールでお届けします。',
      failed: '招待を有効にできませんでした。',
    },
    resendInvite: {
      title: '招待を再送信',
      working: '招待を再送信しています…',
      failed: '招待を再送信できませんでした。',
    },
    invitation: {
      yes: 'はい',
      no: 'いいえ',
      toAccounts: 'アカウント一覧へ',
      noKey: 'リンクに招待キーがありません。',
    },
    notFound: {
      title: 'ページが見つかりません',
      text: 'お探しのページは存在しません。',
      home: 'サインインへ',
    },
  },
};
