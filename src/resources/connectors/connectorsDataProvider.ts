// The connectors' calls that are not a listed resource's changes (developer-portal.md §7
// "Connectors"), as named calls of the connectors resource's data provider (DESIGN §7), each by its
// declaration (contract/connectorsRoutes.ts): an instance's values for a connector's APIs, saving
// them, and test calls. The lists and their changes are resources (connectorsResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { instanceApiRoutes, testCallRoutes } from '../../../contract/connectorsRoutes';
import type { InstanceApiBody, InstanceApiResult, InstanceApiView, TestTranscript } from '../../../contract/connectors';

export const CONNECTORS_RESOURCE = 'connectors';

export const connectorsDataProvider = namedCallsProvider(CONNECTORS_RESOURCE, {
  instanceApis(_resource: string, { connectorId, appInstanceId }: { connectorId: number; appInstanceId: number }): Promise<InstanceApiView[]> {
    return callDeclared(instanceApiRoutes.list, { query: { appId: connectorId, appInstanceId } });
  },
  /** POST creates, or updates when the instance already has values; PUT /{id} when the record has an id (§7). */
  saveInstanceApi(_resource: string, { body }: { body: InstanceApiBody }): Promise<InstanceApiResult> {
    return body.id
      ? callDeclared(instanceApiRoutes.update, { params: { id: body.id }, body })
      : callDeclared(instanceApiRoutes.save, { body });
  },
  testCall(
    _resource: string,
    { connectorId, connectorApiId, appInstanceId, placeholderValues }:
    { connectorId: number; connectorApiId: number; appInstanceId?: number; placeholderValues?: Record<string, string> },
  ): Promise<TestTranscript> {
    return callDeclared(testCallRoutes.run, { query: { appId: connectorId, connectorApiId, appInstanceId }, body: { placeholderValues } });
  },
});

export type ConnectorsDataProvider = typeof connectorsDataProvider;
