// The OpenAPI document's frame, as @fastify/swagger is registered with it (docs/decisions/0408-openapi-document.md):
// its info (contact and licence from the configuration), its server (PUBLIC_URL, which is
// http://localhost:<PORT> when unset: `npm start`'s own address), its security scheme, the shared error
// schema as a component named `ErrorBody`, and its tags and tag groups drawn from the operations
// (http/openApiOperations.ts names and tags them).
import type { SwaggerOptions } from '@fastify/swagger';
import type { ServerConfig } from '../config';
import { withTagGroups, type OpenApiTag } from './openApiOperations';

/** `moreTags`: the tags plugin packages describe (their server module's `openApiTags`). */
export function openApiDocument(config: ServerConfig, moreTags: readonly OpenApiTag[] = []): SwaggerOptions {
  const consoleUrl = `${config.publicUrl}/admin/`;
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Platform API',
        version: config.apiVersion,
        description: 'The services behind the admin console.',
        contact: { url: consoleUrl, ...config.apiContact },
        license: { url: consoleUrl, ...config.apiLicense },
      },
      servers: [{ url: config.publicUrl, description: 'This deployment (PUBLIC_URL)' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Shared schemas (app.addSchema) keep their $id as their component's name: `ErrorBody`, not `def-0`.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    transformObject: (documents) => ('openapiObject' in documents ? withTagGroups(documents.openapiObject, moreTags) : documents.swaggerObject),
  };
}
