// The account's database connections (developer-portal.md §7 "Database, migration and export"):
// GET databaseList, POST /database, PUT and DELETE /database/{id}, and POST /database/test to try a
// connection before saving it. view_data_migration in the account of the headers (contract/databasesRoutes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { pageOf, parseSortParam } from '../../../http/paging';
import { requireCaller, requireTenant } from '../../../security/guard';
import { databaseRoutes as declared } from '../../../../../contract/databasesRoutes';
import {
  DATABASE_SORT_FIELDS, DatabaseBody, DatabaseDeleted, DatabaseIdParams, DatabaseListQuery, DatabasePage, DatabaseSaved, DatabaseTestBody,
  DatabaseTestResult,
} from '../../../../../contract/databases';
import { connectionProblem, DATABASE_MESSAGES } from '../../../../../contract/databasesRules';
import {
  createConnection, deleteConnection, listConnections, nameTaken, toView, updateConnection, type ConnectionFields,
} from '../databaseStore';
import { DataSourceError } from '../../../dataSources/dataSource';

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

  mountDeclared(app, declared.list, { query: DatabaseListQuery, response: DatabasePage }, {
    summary: "The account's database connections, paged (search on name, host and database)", errors: [400, 401, 403],
  }, async (request) => listConnections(db, requireTenant(request).accountId, request.query.query, pageOf(request.query),
    parseSortParam(request.query.sort, DATABASE_SORT_FIELDS, { field: 'databaseName', direction: 'asc' })));

  mountDeclared(app, declared.create, { body: DatabaseBody, response: DatabaseSaved }, {
    summary: 'Save a database connection (the password is kept sealed and never answered)', errors: [400, 401, 403, 409],
    config: { noSecretCheck },
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const fields = fieldsOf(request.body);
    if (await nameTaken(db, accountId, fields.databaseName)) throw conflict(`A database named ${fields.databaseName} already exists`);
    await refuseThePlatformsOwn(fields);
    const password = fields.engine === 'embedded' ? null : seal(request.body.password);
    const row = await createConnection(db, accountId, requireCaller(request).userId, fields, password);
    return { message: DATABASE_MESSAGES.saved, data: toView(row) };
  });

  mountDeclared(app, declared.update, { params: DatabaseIdParams, body: DatabaseBody, response: DatabaseSaved }, {
    summary: 'Change a database connection; a left-out password keeps the kept one', errors: [400, 401, 403, 404, 409],
    config: { noSecretCheck },
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

  mountDeclared(app, declared.remove, { params: DatabaseIdParams, response: DatabaseDeleted }, {
    summary: 'Delete a database connection', errors: [400, 401, 403, 404],
  }, async (request) => {
    if (!(await deleteConnection(db, requireTenant(request).accountId, request.params.id))) throw notFound('Database');
    return { message: DATABASE_MESSAGES.deleted };
  });

  mountDeclared(app, declared.test, { body: DatabaseTestBody, response: DatabaseTestResult }, {
    summary: 'Try a connection as it would be saved: the server version and how long it took, or why it failed', errors: [400, 401, 403, 404],
    config: { noSecretCheck },
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
