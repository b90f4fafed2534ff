import type { ParametersMessages } from './en';

export const jp: ParametersMessages = {
  parameters: {
    title: { page: 'アプリパラメーター', add: 'パラメーターを追加', edit: 'パラメーター %{name} を編集', delete: 'パラメーターを削除' },
    fields: { parameterName: 'パラメーター名', parameterValue: 'パラメーター値', description: '説明', source: '設定元' },
    source: { account: 'このアカウント', platform: 'プラットフォームの既定値' },
    action: { add: 'パラメーターを追加', override: 'このアカウント用に設定', save: '保存', cancel: 'キャンセル', confirm: 'はい' },
    question: { delete: 'パラメーター %{name} を削除しますか？同じ名前の既定値がプラットフォームにある場合は、その値が再び適用されます。' },
    overrideNote: 'これはプラットフォームの既定値です。保存すると、このアカウント独自の値が設定され、メンバーはその値を使います。',
    empty: 'パラメーターはまだありません。今すぐ追加してください。',
    rules: {
      nameRequired: 'パラメーター名は必須です',
      nameFormat: '英字で始め、英数字、ピリオド、ハイフン、アンダースコアのみを使用してください',
      nameTooLong: 'パラメーター名は 100 文字以内にしてください',
      valueRequired: 'パラメーター値は必須です',
      valueTooLong: 'パラメーター値は 2000 文字以内にしてください',
      idleTime: 'idleTime は 60 から 86400 までの整数（秒）です',
    },
  },
  // The success texts of the parameters' resource (src/resources/parameters/parametersResources.ts).
  resources: {
    appParameters: {
      notifications: {
        created: 'アプリパラメーターを作成しました', updated: 'アプリパラメーターを更新しました', deleted: 'アプリパラメーターを削除しました',
      },
    },
  },
};
