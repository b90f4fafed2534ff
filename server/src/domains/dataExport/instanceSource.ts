// The data source of an app instance: the account's instance (404 otherwise), the connection it
// exports from (400 when none is chosen), opened for one piece of work.
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import type { DataSource } from '../../dataSources/dataSource';
import { instanceOf } from './exportStore';
import type { ExportInstance } from '../../../../contract/dataExport';

export const NO_SOURCE_MESSAGE = 'Choose a data source for this app instance first';

export async function requireInstance(app: FastifyInstance, accountId: number, appInstanceId: number, appId?: number): Promise<ExportInstance> {
  const instance = await instanceOf(app.platform.database.db, accountId, appInstanceId, appId);
  if (!instance) throw notFound('App instance');
  return instance;
}

export async function usingInstanceSource<T>(
  app: FastifyInstance, accountId: number, query: { appInstanceId: number; appId?: number }, work: (source: DataSource, instance: ExportInstance) => Promise<T>,
): Promise<T> {
  const instance = await requireInstance(app, accountId, query.appInstanceId, query.appId);
  if (instance.connectionId === null) throw badRequest(NO_SOURCE_MESSAGE);
  return app.platform.dataSources.usingSaved(accountId, instance.connectionId, (source) => work(source, instance));
}
