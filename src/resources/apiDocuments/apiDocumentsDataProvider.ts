// API Documents' named call (DESIGN §7): the server's live OpenAPI document.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';

export const API_DOCUMENTS_RESOURCE = 'apiDocuments';

export const apiDocumentsDataProvider = namedCallsProvider(API_DOCUMENTS_RESOURCE, {
  /** GET manage/openapi.json. */
  async openApiDocument(_resource: string): Promise<object> {
    return (await request<object>('manage', '/openapi.json')).json;
  },
});

export type ApiDocumentsDataProvider = typeof apiDocumentsDataProvider;
