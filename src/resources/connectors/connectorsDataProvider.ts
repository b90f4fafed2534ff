// The connectors' call that is not a record's read or change (developer-portal.md §7 "Connectors"):
// a test call, a named call of the connectors resource's data provider (DESIGN §7) by its declaration
// (contract/connectorsRoutes.ts). The lists, an instance's values and their changes are resources
// (connectorsResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { testCallRoutes } from '../../../contract/connectorsRoutes';
import type { TestTranscript } from '../../../contract/connectors';

export const CONNECTORS_RESOURCE = 'connectors';

export const connectorsDataProvider = namedCallsProvider(CONNECTORS_RESOURCE, {
  testCall(
    _resource: string,
    { connectorId, connectorApiId, appInstanceId, placeholderValues }:
    { connectorId: number; connectorApiId: number; appInstanceId?: number; placeholderValues?: Record<string, string> },
  ): Promise<TestTranscript> {
    return callDeclared(testCallRoutes.run, { query: { appId: connectorId, connectorApiId, appInstanceId }, body: { placeholderValues } });
  },
});

export type ConnectorsDataProvider = typeof connectorsDataProvider;
