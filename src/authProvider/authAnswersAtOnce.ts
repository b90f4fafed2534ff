// The auth questions the console answers from the session without a network call (DESIGN §7) are
// in react-query's cache from the start (issue 16). react-admin asks each through a query: the
// token check before the layout, the permissions in the route's flag gate and again in the page,
// the list's access check before its rows. Each was a render with nothing, then an answer a task
// later, one after the other: on the first screen, four hops between the page's data and its
// first row. Each query now starts with the session's answer (react-query's `initialData`) and
// still asks the auth provider as it mounts (the answer counts as stale at once), so a changed
// answer and the token check's outcome still apply. While the account's flags are not stored yet
// (flagsReady.ts) there is no answer at once: the guards wait for the auth provider's.
import { startWithAnswer, type QueryClient } from '../dataProviders/queryCache';
import type { PluginRegistry } from '../plugins/registry';
import { session } from '../session/session';
import { currentFlags, currentIdentity } from './index';
import { flagsMissing } from './flagsReady';

export function answerAuthQueriesAtOnce(queryClient: QueryClient, registry: PluginRegistry): void {
  // Without a token checkAuth sends the visitor to the login page: nothing to answer before it.
  startWithAnswer(queryClient, ['auth', 'checkAuth'], () => (session.get('accessToken') ? true : undefined));
  startWithAnswer(queryClient, ['auth', 'getPermissions'], () => (flagsMissing() ? undefined : currentFlags()));
  startWithAnswer(queryClient, ['auth', 'getIdentity'], currentIdentity);
  // A list's access depends on the resource only (a record's on the record, left to the provider).
  for (const { name: resource } of registry.resources) {
    startWithAnswer(queryClient, ['auth', 'canAccess', { action: 'list', resource }], () =>
      (flagsMissing() ? undefined : registry.canAccess(currentFlags(), { resource, action: 'list' })));
  }
}
