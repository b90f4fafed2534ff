// The connectors' calls (developer-portal.md §7 "Connectors"), as named calls of the connectors
// resource's data provider (DESIGN §7): links on the developer-app service, connector APIs, instance
// values and test calls on the connector service.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import type {
  ConnectorApiBody, ConnectorApiResult, ConnectorApiView, ConnectorInstanceView, InstanceApiBody, InstanceApiResult,
  InstanceApiView, LinkView, TestTranscript,
} from '../../../contract/connectors';
import type { LinkStatus } from '../../../contract/connectorsRules';
import type { ListPage } from '../../../contract/paging';

export const CONNECTORS_RESOURCE = 'connectors';

export interface ListParams {
  query?: string;
  page: number;
  size: number;
  sort?: string;
}

const listQuery = ({ query, ...rest }: ListParams) => ({ ...rest, query: query || undefined });

export const connectorsDataProvider = namedCallsProvider(CONNECTORS_RESOURCE, {
  async connectorInstances(_resource: string, { accountId, ...params }: ListParams & { accountId: number }): Promise<ListPage<ConnectorInstanceView>> {
    return (await request<ListPage<ConnectorInstanceView>>('developerApp', '/services', { query: { accountId, ...listQuery(params) } })).json;
  },
  async links(_resource: string, { appInstanceId }: { appInstanceId: number }): Promise<LinkView[]> {
    return (await request<LinkView[]>('developerApp', '/link-connectors-app', { query: { appInstanceId } })).json;
  },
  async changeLink(
    _resource: string,
    link: { appInstanceId: number; accountId: number; connectorAppInstanceId: number; status: LinkStatus; userId: number | null },
  ): Promise<{ message: string; data: LinkView }> {
    const { userId, ...body } = link;
    return (await request<{ message: string; data: LinkView }>('developerApp', '/link-connector-app', {
      method: 'POST', body: { ...body, userCreated: userId, userUpdated: userId },
    })).json;
  },
  async connectorApis(_resource: string, { connectorId, ...params }: ListParams & { connectorId: number }): Promise<ListPage<ConnectorApiView>> {
    return (await request<ListPage<ConnectorApiView>>('connector', '/v1/connector-apis', { query: { appId: connectorId, ...listQuery(params) } })).json;
  },
  async saveConnectorApi(_resource: string, { id, body }: { id?: number; body: ConnectorApiBody }): Promise<ConnectorApiResult> {
    return (await request<ConnectorApiResult>('connector', id ? `/v1/connector-api/${id}` : '/v1/connector-api', {
      method: id ? 'PUT' : 'POST', body,
    })).json;
  },
  async deleteConnectorApi(_resource: string, { id }: { id: number }): Promise<{ message: string }> {
    return (await request<{ message: string }>('connector', `/v1/connector-api/${id}`, { method: 'DELETE' })).json;
  },
  async instanceApis(_resource: string, { connectorId, appInstanceId }: { connectorId: number; appInstanceId: number }): Promise<InstanceApiView[]> {
    return (await request<InstanceApiView[]>('connector', '/v1/connector-instance-api', { query: { appId: connectorId, appInstanceId } })).json;
  },
  /** POST creates, or updates when the instance already has values; PUT /{id} when the record has an id (§7). */
  async saveInstanceApi(_resource: string, { body }: { body: InstanceApiBody }): Promise<InstanceApiResult> {
    return (await request<InstanceApiResult>('connector', body.id ? `/v1/connector-instance-api/${body.id}` : '/v1/connector-instance-api', {
      method: body.id ? 'PUT' : 'POST', body,
    })).json;
  },
  async testCall(
    _resource: string,
    { connectorId, connectorApiId, appInstanceId, placeholderValues }:
    { connectorId: number; connectorApiId: number; appInstanceId?: number; placeholderValues?: Record<string, string> },
  ): Promise<TestTranscript> {
    return (await request<TestTranscript>('connector', '/v1/test-connector-apis', {
      method: 'POST', query: { appId: connectorId, connectorApiId, appInstanceId }, body: { placeholderValues },
    })).json;
  },
});

export type ConnectorsDataProvider = typeof connectorsDataProvider;
