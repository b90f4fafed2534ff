// The live OpenAPI document for the console's API Documents page, mounted from its declaration
// (contract/apiDocumentsRoutes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mountDeclared } from '../../../http/declaredRoute';
import { OpenApiDocument } from '../../../../../contract/apiDocuments';
import { apiDocumentRoutes as declared } from '../../../../../contract/apiDocumentsRoutes';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // @fastify/swagger is registered on the root, so this encapsulated plugin inherits app.swagger().
  mountDeclared(app, declared.document, { response: OpenApiDocument }, {
    summary: 'The OpenAPI document of this API',
    description: 'Needs the view_swagger flag in the account named by the accountId header.',
    errors: [401, 403],
  }, async () => app.swagger() as unknown as { openapi: string });
};

export default routes;
