// The account's database connections (developer-portal.md §7 "Database, migration and export"):
// GET databaseList, POST /database, PUT and DELETE /database/{id}, and POST /database/test to try a
// connection before saving it. view_data_migration in the account of the headers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { pagedResponse, pageOf, pageQuery, parseSortParam, sortParamQuery } from '../../../http/paging';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { VIEW_DATA_MIGRATION } from '../../../../../contract/databasesFlags';
import {
  DATABASE_SORT_FIELDS, DatabaseBody, DatabaseDeleted, DatabaseIdParams, DatabaseSaved, DatabaseTestBody, DatabaseTestResult, DatabaseView,
} from '../../../../../contract/databases';
import { connectionProblem, DATABASE_MESSAGES } from '../../../../../contract/databasesRules';
import {
  createConnection, deleteConnection, listConnections, nameTaken, toView, updateConnection, type ConnectionFields,
} from '../databaseStore';
import { DataSourceError } from '../../../dataSources/dataSource';

const tags = ['database'];
const guard = inAccount(VIEW_DATA_MIGRATION);
/** The password here is another system's, kept to reach it; no secret of ours is checked against it. */
const noSecretCheck = { password: "another database's password, stored sealed to reach it; nothing here is checked against it" };

/** The fields kept for an engine: an embedded database has no server, user or password. */
function fieldsOf(body: DatabaseBody): ConnectionFields {
  const problem = connectionProblem(body);
  if (problem) throw badRequest(problem);
  const server = body.engine !== 'embedded';
  return {
    databaseName: body.databaseName.trim(), engine: body.engine, database: body.database.trim(),
    host: server ? body.host!.trim() : null, port: server ? body.port ?? null : null, username: server ? body.username?.trim() || null : null,
  };
}

const connectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const { dataSources } = app.platform;
  const { box } = dataSources;
  const refuseThePlatformsOwn = async (fields: ConnectionFields) => {
    const refusal = await dataSources.platformRefusal(fields);
    if (refusal) throw badRequest(refusal);
  };
  const seal = (password: string | undefined) => (password ? box.seal(password, 'database-connection') : null);

  app.get('/databaseList', {
    schema: {
      tags, summary: "The account's database connections, paged (search on name, host and database)",
      querystring: Type.Object({ ...pageQuery, ...sortParamQuery(DATABASE_SORT_FIELDS) }),
      response: { 200: pagedResponse(DatabaseView), ...errorResponses(400, 401, 403) },
    },
    preHandler: guard,
  }, async (request) => listConnections(db, requireTenant(request).accountId, request.query.query, pageOf(request.query),
    parseSortParam(request.query.sort, DATABASE_SORT_FIELDS, { field: 'databaseName', direction: 'asc' })));

  app.post('/database', {
    schema: {
      tags, summary: 'Save a database connection (the password is kept sealed and never answered)',
      body: DatabaseBody, response: { 200: DatabaseSaved, ...errorResponses(400, 401, 403, 409) },
    },
    config: { noSecretCheck },
    preHandler: guard,
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const fields = fieldsOf(request.body);
    if (await nameTaken(db, accountId, fields.databaseName)) throw conflict(`A database named ${fields.databaseName} already exists`);
    await refuseThePlatformsOwn(fields);
    const password = fields.engine === 'embedded' ? null : seal(request.body.password);
    const row = await createConnection(db, accountId, requireCaller(request).userId, fields, password);
    return { message: DATABASE_MESSAGES.saved, data: toView(row) };
  });

  app.put('/database/:id', {
    schema: {
      tags, summary: 'Change a database connection; a left-out password keeps the kept one',
      params: DatabaseIdParams, body: DatabaseBody, response: { 200: DatabaseSaved, ...errorResponses(400, 401, 403, 404, 409) },
    },
    config: { noSecretCheck },
    preHandler: guard,
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const fields = fieldsOf(request.body);
    if (await nameTaken(db, accountId, fields.databaseName, request.params.id)) throw conflict(`A database named ${fields.databaseName} already exists`);
    await refuseThePlatformsOwn(fields);
    const password = fields.engine === 'embedded' ? null : request.body.password === undefined ? undefined : seal(request.body.password);
    const row = await updateConnection(db, accountId, request.params.id, requireCaller(request).userId, fields, password);
    if (!row) throw notFound('Database');
    return { message: DATABASE_MESSAGES.updated, data: toView(row) };
  });

  app.delete('/database/:id', {
    schema: { tags, summary: 'Delete a database connection', params: DatabaseIdParams, response: { 200: DatabaseDeleted, ...errorResponses(400, 401, 403, 404) } },
    preHandler: guard,
  }, async (request) => {
    if (!(await deleteConnection(db, requireTenant(request).accountId, request.params.id))) throw notFound('Database');
    return { message: DATABASE_MESSAGES.deleted };
  });

  app.post('/database/test', {
    schema: {
      tags, summary: 'Try a connection as it would be saved: the server version and how long it took, or why it failed',
      body: DatabaseTestBody, response: { 200: DatabaseTestResult, ...errorResponses(400, 401, 403, 404) },
    },
    config: { noSecretCheck },
    preHandler: guard,
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const fields = fieldsOf(request.body);
    let password = request.body.password ?? null;
    if (password === null && request.body.id !== undefined) {
      const kept = await dataSources.connection(accountId, request.body.id);
      if (!kept) throw notFound('Database');
      password = dataSources.keptPassword(kept);
    }
    const started = Date.now();
    try {
      const serverVersion = await dataSources.using({ ...fields, accountId, password }, (source) => source.serverVersion());
      return { ok: true, serverVersion, milliseconds: Date.now() - started };
    } catch (error) {
      if (error instanceof DataSourceError) return { ok: false, message: error.message, milliseconds: Date.now() - started };
      throw error;
    }
  });
};

export default connectionRoutes;
