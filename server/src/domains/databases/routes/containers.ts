// Container files (developer-portal.md §7): POST /app/developerApp/upload/copy-container?type with a
// `container` header copies one file (the raw request body) into a named container of the account;
// the Data Migration page lists containers and files under /data-migrate, deletes them, and downloads
// one through a link good for a minute (the browser saves it; no session travels in a plain link).
// view_data_migration in the account of the headers; the link's token is the download's proof.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import { Type } from 'typebox';
import { badRequest, HttpError, notFound, unauthorized } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { VIEW_DATA_MIGRATION } from '../../../../../contract/databasesFlags';
import {
  CONTAINER_FILE_MAX_BYTES, CONTAINER_MESSAGES, CONTAINERS_ACCOUNT_MAX_BYTES, containerFileNameProblem,
} from '../../../../../contract/databasesRules';
import {
  ContainerFileLink, ContainerFileParams, ContainerFilesQuery, ContainerFileTokenQuery, ContainerFileView, ContainerHeaders,
  ContainerUploaded, ContainerUploadQuery, ContainerView,
} from '../../../../../contract/databases';
import { accountBytes, deleteFile, fileContent, findFile, listContainers, listFiles, putFile } from '../containerStore';

const tags = ['database'];
const guard = inAccount(VIEW_DATA_MIGRATION);
const LINK_TTL_SECONDS = 60;
const LINK_AUDIENCE = 'container-file';

/** attachment; with an ASCII fallback and the exact name in RFC 5987 form. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const containerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const { tokens } = app.platform;

  // The upload is the file's bytes, whatever type the browser declares.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CONTAINER_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send({ status: 413, error: 'Payload Too Large', message: CONTAINER_MESSAGES.tooLarge });
    throw error;
  });

  app.post('/app/developerApp/upload/copy-container', {
    schema: {
      tags, summary: "Copy a file (the raw body, at most 25 MB) into the container named by the `container` header; a file of the same name is replaced",
      querystring: ContainerUploadQuery, headers: ContainerHeaders,
      response: { 200: ContainerUploaded, ...errorResponses(400, 401, 403, 413) },
    },
    bodyLimit: CONTAINER_FILE_MAX_BYTES,
    preHandler: guard,
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const { container } = request.headers;
    const { name, type } = request.query;
    const problem = containerFileNameProblem(name);
    if (problem) throw badRequest(problem);
    const content = request.body;
    if (!Buffer.isBuffer(content) || content.length === 0) throw badRequest(CONTAINER_MESSAGES.empty);
    if ((await accountBytes(db, accountId, { container, name })) + content.length > CONTAINERS_ACCOUNT_MAX_BYTES) {
      throw new HttpError(413, CONTAINER_MESSAGES.full);
    }
    const { row, replaced } = await putFile(db, {
      accountId, container, name, contentType: type ?? 'application/octet-stream', content,
      sha256: createHash('sha256').update(content).digest('hex'), uploadedBy: requireCaller(request).userId,
    });
    return { message: CONTAINER_MESSAGES.uploaded, replaced, data: { ...row, uploadedAt: row.uploadedAt.toISOString() } };
  });

  app.get('/data-migrate/containers', {
    schema: { tags, summary: "The account's containers: files and bytes in each", response: { 200: Type.Array(ContainerView), ...errorResponses(401, 403) } },
    preHandler: guard,
  }, async (request) => listContainers(db, requireTenant(request).accountId));

  app.get('/data-migrate/containers/files', {
    schema: {
      tags, summary: "A container's files, newest first", querystring: ContainerFilesQuery,
      response: { 200: Type.Array(ContainerFileView), ...errorResponses(400, 401, 403) },
    },
    preHandler: guard,
  }, async (request) => listFiles(db, requireTenant(request).accountId, request.query.container));

  app.delete('/data-migrate/containers/files/:id', {
    schema: {
      tags, summary: 'Delete a container file', params: ContainerFileParams,
      response: { 200: Type.Object({ message: Type.String() }), ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: guard,
  }, async (request) => {
    if (!(await deleteFile(db, requireTenant(request).accountId, request.params.id))) throw notFound('File');
    return { message: CONTAINER_MESSAGES.deleted };
  });

  app.get('/data-migrate/containers/files/:id/link', {
    schema: {
      tags, summary: 'A link to download a container file, good for a minute', params: ContainerFileParams,
      response: { 200: ContainerFileLink, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: guard,
  }, async (request, reply) => {
    const { accountId } = requireTenant(request);
    const file = await findFile(db, accountId, request.params.id);
    if (!file) throw notFound('File');
    const token = await tokens.signStatement({ file: file.id, account: accountId }, LINK_TTL_SECONDS, LINK_AUDIENCE);
    return reply.header('cache-control', 'no-store').send({ path: `/container-file/${file.id}?token=${encodeURIComponent(token)}`, fileName: file.name });
  });

  app.get('/data-migrate/container-file/:id', {
    schema: {
      tags, summary: 'A container file\'s bytes, as an attachment (a link from containers/files/{id}/link)', security: [],
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
