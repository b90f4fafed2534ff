export const en = {
  apiDocuments: {
    service: 'Service',
    title: 'API Documents',
    loading: 'Loading the API documents',
    loadFailed: 'The API documents could not be loaded: %{error}',
  },
};

export type ApiDocumentsMessages = typeof en;
