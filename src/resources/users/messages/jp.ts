import type { UsersMessages } from './en';

export const jp: UsersMessages = {
  resources: {
    'account-users': {
      name: 'ユーザー |||| ユーザー',
      fields: { name: '名前', email: 'メールアドレス', userType: 'ユーザー種別', status: 'ステータス', createdAt: '参加日' },
      notifications: { deleted: 'ユーザーをアカウントから削除しました' },
      message: {
        delete_title: '%{recordRepresentation} を削除',
        delete_content: 'このユーザーをアカウントから削除しますか？すぐにアクセスできなくなります。',
      },
    },
    'user-invitations': {
      name: '招待 |||| 招待',
      fields: { email: 'メールアドレス', roleName: 'ロール', userType: 'ユーザー種別', state: '状態', expiresAt: '有効期限', createdAt: '送信日' },
      notifications: { created: '%{email} に招待を送信しました', deleted: 'ユーザー招待を削除しました' },
      message: {
        delete_title: '%{recordRepresentation} への招待を削除',
        delete_content: 'この招待を削除しますか？リンクは使えなくなります。',
      },
    },
  },
  users: {
    title: 'ユーザー',
    tabs: { users: 'ユーザー', invitations: '招待' },
    choices: {
      userType: { OWNER: 'オーナー', DEVELOPER: '開発者', USER: 'ユーザー' },
      status: { ACTIVE: '有効', INACTIVE: '無効' },
      state: { PENDING: '保留中', ACCEPTED: '承諾済み', EXPIRED: '期限切れ', DELETED: '削除済み' },
    },
    action: {
      resend: '再送信',
      edit: '変更', restore: '復元', remove: '削除', invite: 'ユーザーを招待', send: '招待を送信', cancel: 'キャンセル', save: '保存',
    },
    edit: { title: '%{name} を変更' },
    invite: {
      title: 'ユーザーを招待',
      toEmail: 'メールアドレス',
      userType: 'ユーザー種別',
      adminRole: 'コンソールのロール',
      defaultRole: 'ユーザー種別の既定のロール',
      appRoles: '%{app} のロール',
      noApps: 'このアカウントにはロールを付与できる他のアプリがありません。',
    },
    notifications: { statusUpdated: 'ユーザーのステータスを更新しました', restored: 'ユーザーを復元しました' },
    validation: {
      emailRequired: 'メールアドレスは必須です',
      emailInvalid: '有効なメールアドレスを入力してください',
      userTypeRequired: 'ユーザー種別は必須です',
    },
    empty: { users: '該当するユーザーはいません', invitations: '招待はまだありません' },
  },
};
