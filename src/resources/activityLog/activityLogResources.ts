// The activity log's records as react-admin resources (issue 30), served by their declared routes
// (contract/activityLogRoutes.ts): the account's traces, newest first, filtered and paged, and one in
// full; and two views of the account's traces, each a resource's one record read with useGetOne under
// the account's id: the filters' choices and the retention. All read only: traces are written by the
// actions themselves.
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { viewProvider } from '../../dataProviders/viewProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { activityRoutes } from '../../../contract/activityLogRoutes';

export const ACTIVITY_ENTRIES = 'activityEntries';
export const ACTIVITY_CHOICES = 'activityChoices';
export const ACTIVITY_RETENTION = 'activityRetention';

/** The traces' resource as its routes declare it: its list, one trace, and who may read them. */
export const activityLogDeclared: Record<string, DeclaredResource> = {
  [ACTIVITY_ENTRIES]: { list: activityRoutes.list, getOne: activityRoutes.entry },
};

export const activityLogResources = [
  { name: ACTIVITY_ENTRIES, dataProvider: declaredResourceProvider(activityLogDeclared[ACTIVITY_ENTRIES]) },
  { name: ACTIVITY_CHOICES, dataProvider: viewProvider(ACTIVITY_CHOICES, () => callDeclared(activityRoutes.choices)) },
  { name: ACTIVITY_RETENTION, dataProvider: viewProvider(ACTIVITY_RETENTION, () => callDeclared(activityRoutes.retention)) },
];
