import type { ComponentsMessages } from './en';

export const jp: ComponentsMessages = {
  components: {
    title: "コンポーネント",
    intro: "各プラグインが画面を作る共通部品：それぞれの用途、インポート方法、プロパティ、そして実際の動作。docs/plugins.md を参照してください。",
    props: "プロパティ", prop: "プロパティ", type: "型", example: "動作例",
    pieces: {
      result: { name: "結果ダイアログ", purpose: "すべての操作の締めくくり：成功・情報・エラーのメッセージと「閉じる」。レイアウトが一度だけ提供します。" },
      resultOnSuccess: { name: "react-admin の保存後の結果", purpose: "Create、Edit、削除ボタン用のミューテーションオプション：リソース自身のメッセージをダイアログに表示し、戻るか再読み込みします。" },
      editDelete: { name: "編集・削除ボタン", purpose: "行の 2 つのアイコンボタン。スクリーンリーダーがどの行か読み上げられるよう行の名前が付きます。" },
      logo: { name: "アプリのロゴ", purpose: "URL またはアップロード画像からのアプリのロゴ。ない場合や読み込めない場合は文字タイル。" },
      table: { name: "セクション一覧", purpose: "ページのセクション内の react-admin 一覧：検索、並べ替え可能な列、「X-Y 件目／全 Z 件」のページ送り、空の状態。375 px で折り返します。" },
    },
    samples: {
      success: "成功を表示", error: "エラーを表示", saved: "サンプルを保存しました", refused: "サンプルを保存できませんでした：これはサンプルです",
      resultOnSuccess: "使い方：<Create mutationOptions={useResultOnSuccess('created', to)}>。スナックバーではなくダイアログを表示します。",
      tableCaption: "サンプル", name: "名前", empty: "一致するサンプルはありません。",
    },
  },
};
