// Japanese texts of Data Migration's connections.
import type { DatabasesMessages } from './en';

export const jp: DatabasesMessages = {
  databases: {
    title: {
      page: "データ移行",
      list: "データベース接続",
      add: "データベースを追加",
      edit: "データベース %{name} を編集",
      delete: "データベースを削除",
      browse: "%{name} のテーブル",
    },
    fields: {
      databaseName: "名前",
      engine: "エンジン",
      host: "ホスト",
      port: "ポート",
      database: "データベース",
      username: "ユーザー名",
      password: "パスワード",
      passwordKept: "パスワード（保存済み。空欄のままなら変更しません）",
      updatedAt: "更新日時",
      table: "テーブル",
      schema: "スキーマ",
      rowEstimate: "行数（推定）",
      column: "列",
      type: "型",
      nullable: "空を許可",
    },
    engines: {
      postgresql: "PostgreSQL",
      mariadb: "MariaDB / MySQL",
      embedded: "組み込み（このサーバー上）",
    },
    help: {
      embedded: "組み込みデータベースはこのサーバー上にあります。英数字、_、- からなる名前だけで作成できます。",
    },
    action: {
      add: "データベースを追加",
      test: "接続をテスト",
      browse: "テーブル",
      save: "保存",
      cancel: "キャンセル",
      confirm: "はい",
      close: "閉じる",
    },
    test: {
      ok: "%{version} に %{ms} ms で接続しました",
      failed: "接続できません：%{reason}",
    },
    question: {
      delete: "接続 %{name} を削除しますか？データベース自体は変更されません。",
    },
    empty: "データベース接続はまだありません。追加してください。",
    noTables: "このデータベースにはテーブルがありません。",
    yes: "はい",
    no: "いいえ",
    messages: {
      saved: "データベースを保存しました",
      updated: "データベースを更新しました",
      deleted: "データベースを削除しました",
    },
  },
};
