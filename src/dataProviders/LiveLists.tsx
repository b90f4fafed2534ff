// Keeps every open list of the account live (issue 33, record 0413): subscribed to each resource's
// changes (dataProviders/liveChanges.ts), it has react-admin read the resource's lists again when
// someone else changes its records. Only the lists: their page, sort, search and selection are in
// their query and store, so they stay; an open form's record is not read again under the user's
// typing. Changes arriving together are read once; a hidden tab only marks its lists stale, and
// react-query reads them when the tab is shown again.
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useRegistry } from '../plugins/RegistryContext';
import { useSession } from '../session';
import { resourceTopic, type LiveCallback } from './liveChanges';

/** react-admin's list calls, the second part of their query keys. */
const LIST_CALLS = new Set(['getList', 'getInfiniteList', 'getManyReference']);
/** Changes closer together than this are one reading. */
const COALESCE_MS = 150;

export function LiveLists() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { resources } = useRegistry();
  const { accountId } = useSession();

  useEffect(() => {
    if (!accountId) return undefined;
    const pending = new Map<string, ReturnType<typeof setTimeout>>();
    const subscriptions = resources.map(({ name }) => {
      const callback: LiveCallback = () => {
        if (pending.has(name)) return;
        pending.set(name, setTimeout(() => {
          pending.delete(name);
          void queryClient.invalidateQueries({
            predicate: ({ queryKey }) => queryKey[0] === name && LIST_CALLS.has(String(queryKey[1])),
            refetchType: document.hidden ? 'none' : 'active',
          });
        }, COALESCE_MS));
      };
      void dataProvider.subscribe(resourceTopic(name), callback);
      return { topic: resourceTopic(name), callback };
    });
    return () => {
      for (const { topic, callback } of subscriptions) void dataProvider.unsubscribe(topic, callback);
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, [accountId, dataProvider, queryClient, resources]);

  return null;
}
