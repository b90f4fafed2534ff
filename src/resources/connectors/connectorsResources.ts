// The connectors' lists as react-admin resources served by their declared routes
// (contract/connectorsRoutes.ts): a connector's APIs (listed, added, changed, deleted by its developer),
// the account's connector instances to link to, an instance's links to them (linking creates one,
// removing deletes it: both are the link route with a status), and an instance's values for a linked
// connector's APIs (added and changed by the instance's form). The server records each of these
// changes in the activity log (their routes are declared recordsActivity): the console traces none.
import type { CreateParams, DataProvider, DeleteParams, GetListParams, UpdateParams } from 'react-admin';
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { connectorApiRoutes, connectorLinkRoutes, instanceApiRoutes } from '../../../contract/connectorsRoutes';
import type { ConnectorApiBody, ConnectorApiCreateBody, InstanceApiBody, LinkView } from '../../../contract/connectors';
import type { LinkStatus } from '../../../contract/connectorsRules';

export const CONNECTOR_APIS = 'connectorApis';
export const ACCOUNT_CONNECTORS = 'accountConnectors';
export const INSTANCE_CONNECTOR_LINKS = 'instanceConnectorLinks';
export const INSTANCE_CONNECTOR_APIS = 'instanceConnectorApis';
/** The name connector API changes were always traced under. */
const CONNECTOR_API_TRACE = 'connectorApi';

/** What a link or a removal carries beside the connector instance: the instance, the account and the user. */
export interface LinkScope {
  appInstanceId: number;
  accountId: number;
  userId: number | null;
}

export const connectorsDeclared: Record<string, DeclaredResource> = {
  [CONNECTOR_APIS]: {
    list: connectorApiRoutes.list, create: connectorApiRoutes.create, update: connectorApiRoutes.update, delete: connectorApiRoutes.remove,
    traceAs: CONNECTOR_API_TRACE,
  },
  [ACCOUNT_CONNECTORS]: { list: connectorLinkRoutes.connectorInstances },
  [INSTANCE_CONNECTOR_LINKS]: { list: connectorLinkRoutes.links, create: connectorLinkRoutes.change, delete: connectorLinkRoutes.change },
  [INSTANCE_CONNECTOR_APIS]: { list: instanceApiRoutes.list, create: instanceApiRoutes.save, update: instanceApiRoutes.update },
};

/** A change answers `{ message, connectorApi }`: the record react-admin keeps is the API. */
function connectorApisProvider(): DataProvider {
  const declared = declaredResourceProvider(connectorsDeclared[CONNECTOR_APIS]);
  return {
    ...declared,
    create: async (_resource: string, { data }: CreateParams) => {
      const { connectorApi } = await changeDeclared(connectorApiRoutes.create, CONNECTOR_API_TRACE, 'create', { body: data as ConnectorApiCreateBody });
      return { data: connectorApi };
    },
    update: async (_resource: string, { id, data }: UpdateParams) => {
      const { connectorApi } = await changeDeclared(connectorApiRoutes.update, CONNECTOR_API_TRACE, 'update', {
        params: { id: Number(id) }, body: data as ConnectorApiBody,
      });
      return { data: connectorApi };
    },
  } as DataProvider;
}

/** Links and removes with the link route's status (the server records it, naming the connector). */
async function changeLink(scope: LinkScope, connectorAppInstanceId: number, status: LinkStatus): Promise<LinkView> {
  const { userId, ...ids } = scope;
  const { data } = await callDeclared(connectorLinkRoutes.change, {
    body: { ...ids, connectorAppInstanceId, status, userCreated: userId, userUpdated: userId },
  });
  return data;
}

/** An instance's links answer whole (not paged): react-admin's list gets the active ones. */
function instanceConnectorLinksProvider(): DataProvider {
  return {
    getList: async (_resource: string, { filter }: GetListParams) => {
      const links = await callDeclared(connectorLinkRoutes.links, { query: { appInstanceId: Number(filter.appInstanceId), status: 'ACTIVE' } });
      return { data: links, total: links.length };
    },
    create: async (_resource: string, { data, meta }: CreateParams) =>
      ({ data: await changeLink(meta as LinkScope, (data as { connectorAppInstanceId: number }).connectorAppInstanceId, 'ACTIVE') }),
    delete: async (_resource: string, { previousData, meta }: DeleteParams) =>
      ({ data: await changeLink(meta as LinkScope, (previousData as LinkView).connectorAppInstanceId, 'INACTIVE') }),
  } as DataProvider;
}

/**
 * An instance's values for a connector's APIs (the filter's `appId`, the connector, and `appInstanceId`),
 * answered whole (not paged). A new one is POSTed (which also updates values the instance already has),
 * a saved one PUT by its id (§7); each answer's record is the values as saved.
 */
function instanceConnectorApisProvider(): DataProvider {
  return {
    getList: async (_resource: string, { filter }: GetListParams) => {
      const values = await callDeclared(instanceApiRoutes.list, { query: { appId: Number(filter.appId), appInstanceId: Number(filter.appInstanceId) } });
      return { data: values, total: values.length };
    },
    create: async (_resource: string, { data }: CreateParams) =>
      ({ data: (await callDeclared(instanceApiRoutes.save, { body: data as InstanceApiBody })).data }),
    update: async (_resource: string, { id, data }: UpdateParams) =>
      ({ data: (await callDeclared(instanceApiRoutes.update, { params: { id: Number(id) }, body: data as InstanceApiBody })).data }),
  } as DataProvider;
}

export const connectorsResources = [
  { name: CONNECTOR_APIS, dataProvider: connectorApisProvider() },
  { name: ACCOUNT_CONNECTORS, dataProvider: declaredResourceProvider(connectorsDeclared[ACCOUNT_CONNECTORS]) },
  { name: INSTANCE_CONNECTOR_LINKS, dataProvider: instanceConnectorLinksProvider() },
  { name: INSTANCE_CONNECTOR_APIS, dataProvider: instanceConnectorApisProvider() },
];
