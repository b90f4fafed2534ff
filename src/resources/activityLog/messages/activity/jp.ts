// The activity kinds and messages in Japanese (the English ones are in contract/activityLogRules.ts).
import type { ActivityTexts } from './types';

export const jpActivity: ActivityTexts = {
  kinds: {
    app: 'アプリ', service: 'サービス', connector: 'コネクター', module: 'モジュール', addModule: 'アドオンモジュール',
    DeveloperApp: '開発者アプリ', developerPortal: '開発者ポータル', subscription: 'サブスクリプション',
    appSettings: 'アプリ設定フォーム', appInstanceSettings: 'インスタンス設定', parameter: 'パラメーター',
    uiText: 'UIテキスト', apiKey: 'APIキー', image: '画像', permission: '権限', role: 'ロール',
    connectorLink: 'コネクターのリンク', connectorApi: 'コネクターAPI', instanceConnectorApi: 'コネクターAPIの値',
    account: 'アカウント', accountUser: 'メンバー', invitation: '招待', pageTemplate: 'ページテンプレート',
    instanceTemplate: 'インスタンスのページテンプレート', templatePage: 'テンプレートページ', emailTemplate: 'メールテンプレート',
    dataExport: 'データエクスポート', database: 'データベース', security: 'セキュリティ',
  },
  messages: {
    app: {
      registered: '開発者アプリ %{name} を登録しました', created: '%{type} %{name} を作成しました',
      updated: '%{type} %{name} を更新しました', published: '%{type} %{name} を公開しました', unpublished: '%{type} %{name} を非公開にしました',
      subscriptionsStopped: '%{name} への新規サブスクリプションを停止しました', subscriptionsEnabled: '%{name} への新規サブスクリプションを再開しました',
      deleted: '%{type} %{name} を削除しました', opened: '%{name} を開きました',
    },
    developerPortal: { subscribed: '開発者ポータルをサブスクライブしました' },
    subscription: { subscribed: '%{name} をサブスクライブしました', unsubscribed: '%{name} のサブスクリプションを解除しました' },
    parameter: { created: 'パラメーター %{name} を追加しました', updated: 'パラメーター %{name} を変更しました', deleted: 'パラメーター %{name} を削除しました' },
    uiText: {
      created: '%{app} にテキスト %{name} を追加しました', updated: '%{app} のテキスト %{name} を変更しました', deleted: '%{app} のテキスト %{name} を削除しました',
      imported: '%{app} のテキスト %{count} 件 (%{locale}) をインポートしました', instanceSaved: 'インスタンスのテキストを保存しました',
    },
    apiKey: {
      created: '%{instance} の APIキー %{name} を生成しました', updated: '%{instance} の APIキー %{name} の名前を変更しました',
      revoked: '%{instance} の APIキー %{name} を失効させました', rolled: '%{instance} の APIキー %{name} を更新しました',
      deleted: '%{instance} の APIキー %{name} を削除しました',
    },
    image: { uploaded: '画像をアップロードしました' },
    permission: {
      created: '%{app} に権限 %{name} を追加しました', updated: '%{app} の権限 %{name} を更新しました', deleted: '%{app} から権限 %{name} を削除しました',
    },
    role: {
      created: 'ロール %{name} を作成しました', renamed: 'ロール %{from} の名前を %{name} に変更しました', deleted: 'ロール %{name} を削除しました',
      permissionsSet: 'ロール %{name} の権限を保存しました', defaultCreated: '%{app} に既定のロール %{name} を追加しました',
      defaultUpdated: '%{app} の既定のロール %{name} を更新しました', defaultDeleted: '%{app} から既定のロール %{name} を削除しました',
      defaultPermissionsSet: '%{app} の既定のロール %{name} の権限を保存しました', assigned: '%{member} のロールを更新しました',
    },
    connectorLink: { linked: '%{name} をアプリインスタンス %{instance} にリンクしました', removed: '%{name} をアプリインスタンス %{instance} から外しました' },
    connectorApi: {
      created: '%{connector} にコネクターAPI %{name} を追加しました', updated: 'コネクターAPI %{name} を更新しました',
      deleted: 'コネクターAPI %{name} を削除しました', tested: 'コネクターAPI %{name} をテストしました: %{outcome}',
    },
    instanceConnectorApi: { saved: 'アプリインスタンス %{instance} のコネクターAPI %{name} の値を保存しました' },
    invitation: { sent: '%{email} に招待を送信しました', resent: '招待を再送信しました' },
    account: { madeDefault: '既定のアカウントを変更しました' },
    security: { tokenSubjectMismatch: "ユーザー %{namedUserId} を名乗るアクセストークンがユーザー %{sessionUserId} のセッションで送られました: 拒否し、そのセッションを終了しました" },
    change: {
      create: '%{type}: 作成', update: '%{type}: 更新', delete: '%{type}: 削除', status: '%{type}: ステータス変更',
      previewImage: '%{type}: プレビュー画像を保存', publish: '%{type}: 公開', import: '%{type}: テキストをインポート',
      revoke: '%{type}: 失効', roll: '%{type}: 更新 (ロール)', testMail: '%{type}: テストメールを送信',
      assign: '%{type}: ロールを割り当て', migrate: '%{type}: データ移行を開始',
    },
  },
};
