// The activity log's list as a react-admin resource (issue 30), served by its declared route
// (contract/activityLogRoutes.ts): the account's traces, newest first, filtered and paged. It is
// read only: traces are written by the actions themselves.
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { activityRoutes } from '../../../contract/activityLogRoutes';

export const ACTIVITY_ENTRIES = 'activityEntries';

/** The resource as its route declares it: its list, and who may read it. */
export const activityLogDeclared: Record<string, DeclaredResource> = {
  [ACTIVITY_ENTRIES]: { list: activityRoutes.list },
};

export const activityLogResources = [{ name: ACTIVITY_ENTRIES, dataProvider: declaredResourceProvider(activityLogDeclared[ACTIVITY_ENTRIES]) }];
