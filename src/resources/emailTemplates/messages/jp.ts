import type { EmailTemplatesMessages } from './en';

export const jp: EmailTemplatesMessages = {
  emailTemplates: {
    sections: { app: 'メールテンプレート', instance: 'メールテンプレート' },
    empty: 'メールテンプレートはまだありません。',
    fields: {
      name: '名前', subject: '件名', htmlBody: 'HTML 本文', textBody: 'テキスト本文', sampleData: 'サンプルデータ (JSON)', updatedAt: '更新日時',
    },
    help: {
      placeholders: 'サンプルデータの値を入れる場所に {{name}} と書きます。入れ子の値は {{order.total}}、リストの繰り返しは {{#items}}…{{/items}}。',
      sampleData: '各プレースホルダーの値を持つ JSON オブジェクト (例: {"name": "Ada"})',
    },
    action: {
      add: 'メールテンプレートを追加', save: '保存', cancel: 'キャンセル', close: '閉じる', testMail: '自分にテストメールを送信', confirm: '削除', view: '表示',
    },
    title: {
      add: 'メールテンプレートを追加', edit: 'メールテンプレートを編集: %{name}', view: 'メールテンプレート: %{name}', delete: 'メールテンプレートを削除',
    },
    question: { delete: 'メールテンプレート「%{name}」を削除しますか? 元に戻せません。' },
    preview: {
      title: 'サンプルデータでのプレビュー', subject: '件名', html: 'HTML', text: 'テキスト', frame: 'メールの HTML プレビュー',
      unavailable: 'サンプルデータが JSON オブジェクトになるとプレビューが表示されます。',
    },
    missing: 'サンプルデータに値のないプレースホルダー: %{names}',
    validation: {
      nameRequired: '名前は必須です',
      subjectRequired: '件名は必須です',
      tooLong: '%{max} 文字以内で入力してください',
      syntax: 'テンプレートが正しくありません: %{detail}',
      sampleJson: 'サンプルデータが正しい JSON ではありません: %{detail}',
      sampleObject: 'サンプルデータは JSON オブジェクトにしてください (例: {"name": "Ada"})',
    },
    result: { testMail: '%{to} にテストメールを送信しました' },
  },
  // The success texts of the templates' resources (emailTemplatesResources.ts).
  resources: {
    appEmailTemplates: { notifications: { created: 'メールテンプレートを追加しました', updated: 'メールテンプレートを更新しました', deleted: 'メールテンプレートを削除しました' } },
    instanceEmailTemplates: {
      notifications: {
        created: 'インスタンスのメールテンプレートを追加しました',
        updated: 'インスタンスのメールテンプレートを更新しました',
        deleted: 'インスタンスのメールテンプレートを削除しました',
      },
    },
  },
};
