// Japanese texts of Data Export.
import type { DataExportMessages } from './en';

export const jp: DataExportMessages = {
  dataExport: {
    title: {
      page: 'データエクスポート', list: 'エクスポート対象テーブル', add: 'エクスポート対象テーブルを追加', edit: 'エクスポート対象テーブル %{name} を編集',
      delete: 'エクスポート対象テーブルを削除', view: '%{name} のデータ', progress: '%{name} のエクスポート',
    },
    tableRows: { estimate: '行数: 約 %{count}', counted: '行数: %{count}', atLeast: '行数: %{count} 超', unknown: '行数: 不明' },
    fields: {
      instance: 'アプリインスタンス', source: 'データソース', noSource: 'なし', tableName: 'テーブル', schemaName: 'スキーマ',
      updatedAt: '更新日時', sheet: 'シート', rows: '行数',
    },
    action: {
      add: 'エクスポート対象テーブルを追加', view: 'データを表示', export: 'エクスポート', download: 'example.xlsx をダウンロード', save: '保存',
      cancel: 'キャンセル', confirm: 'はい', close: '閉じる',
    },
    question: { delete: '%{name} をエクスポート対象から外しますか？テーブル自体は変更されません。' },
    empty: 'エクスポート対象テーブルはまだありません。今すぐ追加してください。',
    noInstances: 'このアカウントにはエクスポートできるアプリインスタンスがありません。先にアプリを購読してください。',
    chooseSource: 'テーブルを選ぶには、このインスタンスのデータソース（アカウントのデータベース接続のいずれか）を選んでください。',
    noConnections: 'アカウントにはまだデータベース接続がありません。データ移行で追加できます。',
    noRows: 'このテーブルには行がありません。',
    null: '空',
    progress: {
      queued: '開始を待っています…',
      running: '%{total} 行中 %{done} 行を書き込みました',
      runningUncounted: '%{done} 行を書き込みました',
      done: '完了: %{message}',
      failed: '失敗: %{message}',
      leave: 'このページを離れても構いません。ファイルの準備ができると、ベルにダウンロードボタン付きで通知されます。',
      sheets: 'シートごとの行数',
      total: '合計',
    },
    messages: { sourceSaved: 'データソースを保存しました' },
  },
  resources: {
    exportTables: { notifications: { created: 'データエクスポートを追加しました', updated: 'データエクスポートを更新しました', deleted: '%{table} のエクスポートを削除しました' } },
  },
};
