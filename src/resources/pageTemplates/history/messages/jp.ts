import type { PageHistoryMessages } from './en';

export const jp: PageHistoryMessages = {
  pageTemplates: {
    revisions: {
      list: 'リビジョン',
      loading: '履歴を読み込んでいます…',
      unavailable: '表示できる履歴がありません。',
      compare: '比較',
      ticked: '2 件中 %{count} 件を選択',
      limit: '選択できるのは 2 件までです。',
      tick: '%{time} のリビジョン %{revision} を選択',
      revision: 'リビジョン %{revision}',
      by: '%{name} による',
      someone: '不明なユーザー',
      actions: { created: '作成', updated: '保存', published: '公開', status: 'ステータス変更', previewImage: 'プレビュー画像を作成' },
      restore: '復元',
      restoreLabel: 'リビジョン %{revision} をエディターに復元',
      restoredComment: '%{time} から復元',
      restored: 'リビジョン %{revision} を未保存の変更としてエディターに読み込みました。保存すると新しいリビジョンとして残ります。',
      compareTitle: 'リビジョン %{older} とリビジョン %{newer} の比較',
      field: '項目',
      changed: '変更あり',
      unchanged: '変更なし',
      same: '2 つのリビジョンは同じです。',
      diffSides: '%{field}: 左がリビジョン %{older}、右がリビジョン %{newer}',
      loadingDiff: '比較を読み込んでいます…',
      imageOf: 'リビジョン %{revision} のプレビュー画像',
      noImage: 'なし',
      yes: 'はい',
      no: 'いいえ',
      close: '閉じる',
      fields: {
        pageName: 'ページ名', description: '説明', category: 'カテゴリ', comments: 'コメント', status: 'ステータス',
        stable: '安定版', previewImage: 'プレビュー画像', dataForPreview: 'プレビュー用データ', content: 'コンテンツ',
      },
    },
  },
};
