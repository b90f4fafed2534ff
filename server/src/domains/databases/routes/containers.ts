// Container files on the Data Migration page (developer-portal.md §7 copy-container, issue 14 item 4;
// the upload is containerUpload.ts), under /data-migrate: the account's containers and their files,
// deleting one, and downloading one through a link good for a minute (the browser saves it; no
// session travels in a plain link). view_data_migration in the account of the headers, from
// contract/databasesRoutes.ts; the download itself is mounted as it is, its link's token its proof.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound, unauthorized } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireTenant } from '../../../security/guard';
import { containerRoutes as declared } from '../../../../../contract/databasesRoutes';
import { CONTAINER_MESSAGES } from '../../../../../contract/databasesRules';
import {
  ContainerFileDeleted, ContainerFileLink, ContainerFileList, ContainerFileParams, ContainerFilesQuery, ContainerFileTokenQuery, ContainerList,
} from '../../../../../contract/databases';
import { deleteFile, fileContent, findFile, listContainers, listFiles } from '../containerStore';

const LINK_TTL_SECONDS = 60;
const LINK_AUDIENCE = 'container-file';

/** attachment; with an ASCII fallback and the exact name in RFC 5987 form. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const containerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const { tokens } = app.platform;

  mountDeclared(app, declared.list, { response: ContainerList }, {
    summary: "The account's containers: files and bytes in each", errors: [401, 403],
  }, async (request) => listContainers(db, requireTenant(request).accountId));

  mountDeclared(app, declared.files, { query: ContainerFilesQuery, response: ContainerFileList }, {
    summary: "A container's files, newest first", errors: [400, 401, 403],
  }, async (request) => listFiles(db, requireTenant(request).accountId, request.query.container));

  mountDeclared(app, declared.removeFile, { params: ContainerFileParams, response: ContainerFileDeleted }, {
    summary: 'Delete a container file', errors: [400, 401, 403, 404],
  }, async (request) => {
    if (!(await deleteFile(db, requireTenant(request).accountId, request.params.id))) throw notFound('File');
    return { message: CONTAINER_MESSAGES.deleted };
  });

  mountDeclared(app, declared.fileLink, { params: ContainerFileParams, response: ContainerFileLink }, {
    summary: 'A link to download a container file, good for a minute', errors: [400, 401, 403, 404],
  }, async (request, reply) => {
    const { accountId } = requireTenant(request);
    const file = await findFile(db, accountId, request.params.id);
    if (!file) throw notFound('File');
    const token = await tokens.signStatement({ file: file.id, account: accountId }, LINK_TTL_SECONDS, LINK_AUDIENCE);
    return reply.header('cache-control', 'no-store').send({ path: `/container-file/${file.id}?token=${encodeURIComponent(token)}`, fileName: file.name });
  });

  app.get('/container-file/:id', {
    schema: {
      operationId: 'databases.container.file', summary: 'A container file\'s bytes, as an attachment (a link from containers/files/{id}/link)', security: [],
      params: ContainerFileParams, querystring: ContainerFileTokenQuery,
      response: { 200: Type.Unknown({ description: 'The file' }), ...errorResponses(400, 401, 404) },
    },
    config: { noSecretCheck: { token: 'a statement the server signed (HS256, a minute long) checked by its signature: nothing stored is compared, so guessing gains nothing' } },
  }, async (request, reply) => {
    const claims = await tokens.verifyStatement(request.query.token, LINK_AUDIENCE);
    if (!claims || claims.file !== request.params.id) throw unauthorized('This download link is not valid or has expired: ask for a new one', 'invalid_token');
    const file = await fileContent(db, Number(claims.account), request.params.id);
    if (!file) throw notFound('File');
    // Served as bytes to save, never rendered in the console's origin, whatever the file holds.
    return reply.type('application/octet-stream').header('content-disposition', attachment(file.name))
      .header('cache-control', 'no-store').send(file.content);
  });
};

export default containerRoutes;
