// API Documents' named call (DESIGN §7): the server's live OpenAPI document, by its declaration
// (contract/apiDocumentsRoutes.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { apiDocumentRoutes } from '../../../contract/apiDocumentsRoutes';

export const API_DOCUMENTS_RESOURCE = 'apiDocuments';

export const apiDocumentsDataProvider = namedCallsProvider(API_DOCUMENTS_RESOURCE, {
  openApiDocument: (_resource: string): Promise<object> => callDeclared(apiDocumentRoutes.document),
});

export type ApiDocumentsDataProvider = typeof apiDocumentsDataProvider;
