import type { UiTextsMessages } from './en';

export const jp: UiTextsMessages = {
  uiTexts: {
    sections: { app: 'UI テキスト', instance: 'UI テキスト' },
    title: {
      add: 'UI テキストを追加', edit: 'UI テキスト %{name} を編集', delete: 'UI テキストを削除', editInstance: '%{name} のこのインスタンス用テキスト',
      console: 'コンソールのテキスト',
    },
    fields: { propertyName: 'プロパティ名', description: '説明', tag: 'タグ', status: 'ステータス', locale: '言語', inUse: '使用中のテキスト', source: '提供元' },
    locales: { en: '英語', fr: 'フランス語', sp: 'スペイン語', jp: '日本語', ch: '中国語' },
    problems: { missing: '未翻訳', placeholders: '変数が異なる', stale: '古い' },
    status: { ACTIVE: '有効', INACTIVE: '無効' },
    source: { instance: 'このインスタンス', app: 'アプリ' },
    action: {
      add: 'UI テキストを追加', save: '保存', cancel: 'キャンセル', confirm: 'はい', export: 'JSON をエクスポート', import: 'JSON をインポート',
      reset: 'アプリのテキストに戻す',
    },
    question: { delete: 'UI テキスト %{name} を削除しますか？' },
    empty: { app: 'UI テキストはまだありません。今すぐ追加してください。', instance: 'このアプリには UI テキストがありません。' },
    imported: '%{smart_count} 件のテキストをインポートしました。',
    importUnknown: 'アプリに次の名前のプロパティはありません：%{names}。',
    importRefused: 'ファイルはインポートされませんでした：%{reason}',
    importShape: 'テキストの JSON オブジェクト 1 つ（{ "property.name": "text" }）である必要があります',
    instanceNote: '空欄の場合はアプリのテキストが使われます。',
    appText: 'アプリのテキスト',
    none: 'なし',
    consoleNote: 'このコンソールでのアカウント独自のラベル（言語ごと）。次にアカウントに入ったときから表示されます。',
    rules: {
      nameRequired: 'プロパティ名は必須です',
      nameFormat: '英数字とアンダースコアの語をピリオドで区切ってください（例：shell.menu.users）',
      nameTooLong: 'プロパティ名は 200 文字以内にしてください',
      baseRequired: '英語のテキスト（または既定値）は必須です',
      textTooLong: 'テキストは 2000 文字以内にしてください',
    },
  },
  // The success texts of the UI texts' resources (src/resources/uiTexts/uiTextsResources.ts).
  resources: {
    appUiTexts: { notifications: { created: 'プロパティを保存しました', updated: 'プロパティを保存しました', deleted: 'プロパティを削除しました' } },
    instanceUiTexts: { notifications: { updated: 'プロパティを保存しました' } },
  },
};
