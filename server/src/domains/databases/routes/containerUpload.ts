// Copying a file into a container (developer-portal.md §7): POST /app/developerApp/upload/copy-container?type
// with a `container` header copies one file (the raw request body, whatever type the browser
// declares) into a named container of the account. view_data_migration in the account of the
// headers. Mounted as it is, not from a declaration: its body is the file's bytes, its container a
// header, under its own body limit (mountDeclared takes JSON bodies only).
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import { badRequest, HttpError } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { VIEW_DATA_MIGRATION } from '../../../../../contract/databasesFlags';
import {
  CONTAINER_FILE_MAX_BYTES, CONTAINER_MESSAGES, CONTAINERS_ACCOUNT_MAX_BYTES, containerFileNameProblem,
} from '../../../../../contract/databasesRules';
import { ContainerHeaders, ContainerUploaded, ContainerUploadQuery } from '../../../../../contract/databases';
import { accountBytes, putFile } from '../containerStore';

const containerUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  // The upload is the file's bytes, whatever type the browser declares.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CONTAINER_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send({ status: 413, error: 'Payload Too Large', message: CONTAINER_MESSAGES.tooLarge });
    throw error;
  });

  app.post('/app/developerApp/upload/copy-container', {
    schema: {
      operationId: 'databases.container.upload', summary: "Copy a file (the raw body, at most 25 MB) into the container named by the `container` header; a file of the same name is replaced",
      querystring: ContainerUploadQuery, headers: ContainerHeaders,
      response: { 200: ContainerUploaded, ...errorResponses(400, 401, 403, 413) },
    },
    bodyLimit: CONTAINER_FILE_MAX_BYTES,
    preHandler: inAccount(VIEW_DATA_MIGRATION),
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
};

export default containerUploadRoutes;
