import type { ApiKeysMessages } from './en';

export const jp: ApiKeysMessages = {
  apiKeys: {
    section: 'API キー',
    title: { generate: 'API キーを生成', rename: '%{name} の名前を変更', roll: '%{name} を更新', revoke: 'API キーを無効化', delete: 'API キーを削除' },
    fields: {
      name: '名前', prefix: 'キー', status: 'ステータス', expiresAt: '有効期限', lastUsed: '最終使用', key: '新しい API キー', graceHours: '古いキーが使える時間（時間）',
    },
    status: { ACTIVE: '有効', REVOKED: '無効化済み', EXPIRED: '期限切れ' },
    action: {
      generate: 'API キーを生成', rename: '名前を変更', roll: '更新', revoke: '無効化', delete: '削除', save: '保存', cancel: 'キャンセル', yes: 'はい',
      copy: 'コピー', copied: 'コピーしました', close: '閉じる',
    },
    question: {
      revoke: 'キー %{name} を無効化しますか？これを使うアプリは拒否されます。元に戻せません。',
      delete: 'キー %{name} を削除しますか？これを使うアプリは拒否されます。',
    },
    shownOnce: 'このキーを今すぐコピーして安全に保管してください。再表示はできません。',
    rollNote: 'キーに新しいシークレットが発行されます。古いキーが使えなくなる前に、新しいキーをアプリに設定してください。',
    graceHelp: '0（すぐに停止）から %{max} まで。',
    noExpiry: '期限なしのキーにする場合は空欄のままにします。',
    mineOnly: '自分が生成したキーのみ', graceUntil: '古いキーは %{at} まで有効',
    never: 'なし', neverUsed: '未使用',
    used: '%{at}（%{smart_count} 回）',
    empty: 'API キーはまだありません。今すぐ生成してください。',
    rules: { nameRequired: 'キー名は必須です', nameTooLong: 'キー名は %{max} 文字以内にしてください' },
  },
  // The success texts of the keys' resource (src/resources/apiKeys/apiKeysResources.ts).
  resources: {
    instanceApiKeys: {
      notifications: {
        created: 'API キーを生成しました', updated: '%{app} の API キーを更新しました',
        revoked: '%{app} の API キーを無効化しました', deleted: '%{app} の API キーを削除しました',
      },
    },
  },
};
