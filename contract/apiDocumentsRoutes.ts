// The API documents domain's route, declared once (routeTable.ts): the server's live OpenAPI
// document (contract/apiDocuments.ts), read in the account of the headers with view_swagger.
import type { OpenApiDocument } from './apiDocuments';
import { namedRoutes, route } from './routeTable';
import { VIEW_SWAGGER } from './apiDocumentsFlags';

export const apiDocumentRoutes = namedRoutes('apiDocuments', {
  document: route<{ response: typeof OpenApiDocument }>({ service: 'manage', method: 'GET', path: '/openapi.json', flags: [VIEW_SWAGGER] }),
});
