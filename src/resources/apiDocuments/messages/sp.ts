import type { ApiDocumentsMessages } from './en';

export const sp: ApiDocumentsMessages = {
  apiDocuments: {
    service: 'Servicio',
    title: 'Documentación de la API',
    loading: "Cargando la documentación de la API",
    loadFailed: "No se pudo cargar la documentación de la API: %{error}",
  },
};
