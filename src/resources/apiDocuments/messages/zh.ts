import type { ApiDocumentsMessages } from './en';

export const zh: ApiDocumentsMessages = {
  apiDocuments: {
    title: 'API 文档',
    loading: "正在加载 API 文档",
    loadFailed: "无法加载 API 文档：%{error}",
  },
};
