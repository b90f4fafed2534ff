import type { ApiDocumentsMessages } from './en';

export const fr: ApiDocumentsMessages = {
  apiDocuments: {
    service: 'Service',
    title: "Documentation de l'API",
    loading: "Chargement de la documentation de l'API",
    loadFailed: "La documentation de l'API n'a pas pu être chargée : %{error}",
  },
};
