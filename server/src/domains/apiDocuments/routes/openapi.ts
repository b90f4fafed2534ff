// The live OpenAPI document for the console's API Documents page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inAccount } from '../../../security/guard';
import { VIEW_SWAGGER } from '../../../../../contract/apiDocumentsFlags';
import { errorResponses } from '../../../http/responses';
import { OpenApiDocument } from '../../../../../contract/apiDocuments';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // @fastify/swagger is registered on the root, so this encapsulated plugin inherits app.swagger().
  app.get('/openapi.json', {
    preHandler: inAccount(VIEW_SWAGGER),
    schema: {
      tags: ['manage'], summary: 'The OpenAPI document of this API',
      description: 'Needs the view_swagger flag in the account named by the accountId header.',
      response: { 200: OpenApiDocument, ...errorResponses(401, 403) },
    },
  }, async () => app.swagger() as unknown as { openapi: string });
};

export default routes;
