// The connectors domain's routes (developer-portal.md §3, §7 "Connectors"), declared once: the server
// mounts them from here and the console calls them by these names (routeTable.ts). What each takes
// and answers are the TypeBox schemas of contract/connectors.ts, named by type only. Links live on
// the developer-app service, connector APIs, instance values and test calls on the connector service
// (its v1 under the service's prefix).
import type {
  ConnectorApiBody, ConnectorApiCreateBody, ConnectorApiListQuery, ConnectorApiPage, ConnectorApiResult, ConnectorInstanceListQuery,
  ConnectorInstancePage, ConnectorMessage, ConnectorRecordParams, InstanceApiBody, InstanceApiList, InstanceApiQuery, InstanceApiResult,
  LinkBody, LinkList, LinkListQuery, LinkResult, TestCallOptionalBody, TestCallQuery, TestTranscript,
} from './connectors';
import { namedRoutes, route } from './routeTable';
import {
  CONNECTOR_API_CHANGE_FLAGS, CONNECTOR_API_VIEW_FLAGS, INSTANCE_CONNECTOR_CHANGE_FLAGS, INSTANCE_CONNECTOR_VIEW_FLAGS,
} from './connectorsFlags';

type ById = { params: typeof ConnectorRecordParams };

/** The account's connector instances, an instance's links to them, and linking (ACTIVE) or removing (INACTIVE) one. */
export const connectorLinkRoutes = namedRoutes('connectors.link', {
  connectorInstances: route<{ query: typeof ConnectorInstanceListQuery; response: typeof ConnectorInstancePage }>({
    service: 'developerApp', method: 'GET', path: '/services', flags: INSTANCE_CONNECTOR_VIEW_FLAGS, paging: 'sort',
  }),
  links: route<{ query: typeof LinkListQuery; response: typeof LinkList }>({
    service: 'developerApp', method: 'GET', path: '/link-connectors-app', flags: INSTANCE_CONNECTOR_VIEW_FLAGS,
  }),
  change: route<{ body: typeof LinkBody; response: typeof LinkResult }>({
    service: 'developerApp', method: 'POST', path: '/link-connector-app', flags: INSTANCE_CONNECTOR_CHANGE_FLAGS, recordsActivity: true,
  }),
});

const service = 'connector';

/** A connector's APIs: read by its developer or a subscriber, changed by its developer. */
export const connectorApiRoutes = namedRoutes('connectors.api', {
  list: route<{ query: typeof ConnectorApiListQuery; response: typeof ConnectorApiPage }>({
    service, method: 'GET', path: '/v1/connector-apis', flags: [...CONNECTOR_API_VIEW_FLAGS, ...INSTANCE_CONNECTOR_VIEW_FLAGS], paging: 'sort',
  }),
  create: route<{ body: typeof ConnectorApiCreateBody; response: typeof ConnectorApiResult }>({
    service, method: 'POST', path: '/v1/connector-api', flags: CONNECTOR_API_CHANGE_FLAGS, recordsActivity: true,
  }),
  update: route<ById & { body: typeof ConnectorApiBody; response: typeof ConnectorApiResult }>({
    service, method: 'PUT', path: '/v1/connector-api/:id', flags: CONNECTOR_API_CHANGE_FLAGS, recordsActivity: true,
  }),
  remove: route<ById & { response: typeof ConnectorMessage }>({
    service, method: 'DELETE', path: '/v1/connector-api/:id', flags: CONNECTOR_API_CHANGE_FLAGS, recordsActivity: true,
  }),
});

/** An app instance's values for a linked connector's APIs: POST creates or updates, PUT /:id updates. */
export const instanceApiRoutes = namedRoutes('connectors.instanceApi', {
  list: route<{ query: typeof InstanceApiQuery; response: typeof InstanceApiList }>({
    service, method: 'GET', path: '/v1/connector-instance-api', flags: INSTANCE_CONNECTOR_VIEW_FLAGS,
  }),
  save: route<{ body: typeof InstanceApiBody; response: typeof InstanceApiResult }>({
    service, method: 'POST', path: '/v1/connector-instance-api', flags: INSTANCE_CONNECTOR_CHANGE_FLAGS, recordsActivity: true,
  }),
  update: route<ById & { body: typeof InstanceApiBody; response: typeof InstanceApiResult }>({
    service, method: 'PUT', path: '/v1/connector-instance-api/:id', flags: INSTANCE_CONNECTOR_CHANGE_FLAGS, recordsActivity: true,
  }),
});

/** A test call: the developer's own (no appInstanceId) or an instance's; the transcript answers. */
export const testCallRoutes = namedRoutes('connectors.testCall', {
  run: route<{ query: typeof TestCallQuery; body: typeof TestCallOptionalBody; response: typeof TestTranscript }>({
    service, method: 'POST', path: '/v1/test-connector-apis', flags: [...CONNECTOR_API_CHANGE_FLAGS, ...INSTANCE_CONNECTOR_CHANGE_FLAGS], recordsActivity: true,
  }),
});
