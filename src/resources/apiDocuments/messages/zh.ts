import type { ApiDocumentsMessages } from './en';

export const zh: ApiDocumentsMessages = {
  apiDocuments: {
    service: '服务',
    title: 'API 文档',
    loading: "正在加载 API 文档",
    loadFailed: "无法加载 API 文档：%{error}",
  },
};
