// API Documents' one record (a view): the server's live OpenAPI document, by its declaration
// (contract/apiDocumentsRoutes.ts), read with react-admin's useGetOne under OPENAPI_DOCUMENT.
import { viewProvider } from '../../dataProviders/viewProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { apiDocumentRoutes } from '../../../contract/apiDocumentsRoutes';

export const API_DOCUMENTS_RESOURCE = 'apiDocuments';
/** The id the page reads the document under (the server answers it without one). */
export const OPENAPI_DOCUMENT = 'openapi';

export const apiDocumentsDataProvider = viewProvider(API_DOCUMENTS_RESOURCE, () => callDeclared(apiDocumentRoutes.document));
