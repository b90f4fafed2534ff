import type { ApiDocumentsMessages } from './en';

export const jp: ApiDocumentsMessages = {
  apiDocuments: {
    service: 'サービス',
    title: 'API ドキュメント',
    loading: "API ドキュメントを読み込んでいます",
    loadFailed: "API ドキュメントを読み込めませんでした: %{error}",
  },
};
