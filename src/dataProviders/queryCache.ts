// The shell's one home for react-query's cache (issue 30): the console's query client, which
// react-admin's <Admin> is given, and the few cache operations the shell performs on it besides
// react-admin's own (the auth answers at once, the first list page fetched at boot, an account
// switch, fresh flags). A domain's custom actions use react-query's useMutation themselves; nothing
// else in src/ imports react-query.
import { useCallback, useMemo } from 'react';
import { QueryClient, useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';

export type { QueryClient } from '@tanstack/react-query';

/** The console's query client, one per page load: react-query's defaults, as react-admin's own would be. */
export const createConsoleQueryClient = (): QueryClient => new QueryClient();

/**
 * react-admin's query under `queryKey` (and the keys it prefixes) starts with `answer()` instead of
 * nothing, so its first render shows it; it is stale at once, so the query still asks as it mounts.
 * `answer` returning undefined: no answer yet, the query waits for its own.
 */
export function startWithAnswer(queryClient: QueryClient, queryKey: QueryKey, answer: () => unknown): void {
  queryClient.setQueryDefaults(queryKey, { initialData: answer });
}

/** Another account was entered: its data must not show the previous one's cached lists and records. */
export function useForgetAccountQueries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // The previous account's data goes; its permissions, identity and access answers are asked
    // again. Not the authentication check: dropping it makes react-admin re-check and re-render
    // the whole layout under the user's hands, and the user is still signed in.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    await reaskAccountAnswers(queryClient);
  }, [queryClient]);
}

/** The session's account changed (here or in another tab): its auth answers but the token check are asked again. */
const reaskAccountAnswers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['auth'], predicate: (query) => query.queryKey[1] !== 'checkAuth' });

/** For a tab following an account entered elsewhere: the permissions, identity and access answers are asked again. */
export function useReaskAccountAnswers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => reaskAccountAnswers(queryClient), [queryClient]);
}

/** The signed-in person's flags changed: every auth answer of react-admin's, the token check's too, is asked again. */
export function useRefreshAuthAnswers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['auth'] }), [queryClient]);
}

/** The query prefetchAtBoot started in each client (one per page load, if the page declares a first list). */
const bootQueries = new WeakMap<QueryClient, Query>();

/**
 * Starts fetching `queryKey` at boot, before anything mounts to ask for it. Only its first answer is
 * held fresh, for `freshMs` (so a query mounting within that time takes it without asking again); a
 * failure leaves nothing cached, so the query mounting asks again itself and reports the error.
 */
export function prefetchAtBoot(queryClient: QueryClient, queryKey: QueryKey, queryFn: () => Promise<unknown>, freshMs: number): void {
  void queryClient.prefetchQuery({ queryKey, retry: false, queryFn });
  // The query just built: one removed meanwhile (an account switch drops every list) is not it.
  const bootQuery = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (bootQuery) bootQueries.set(queryClient, bootQuery);
  queryClient.setQueryDefaults(queryKey, {
    staleTime: (query) => (query === bootQuery && query.state.dataUpdateCount === 1 ? freshMs : 0),
  });
}

export interface BootQueryWatch {
  /** Whether a query was fetched at boot into the console's client. */
  fetchedAtBoot: () => boolean;
  /**
   * Calls `settled` (perhaps more than once) whenever the boot query is shown with its answer by a
   * mounted query, failed, or was dropped, at once too if it already is; answers how to stop, or
   * undefined when nothing was fetched at boot.
   */
  watch: (settled: () => void) => (() => void) | undefined;
}

/** For the shell's parts that wait for the page's first list fetched at boot (layout/frame/useAfterFirstList.ts). */
export function useBootQueryWatch(): BootQueryWatch {
  const queryClient = useQueryClient();
  return useMemo(() => ({
    fetchedAtBoot: () => bootQueries.has(queryClient),
    watch: (settled) => {
      const query = bootQueries.get(queryClient);
      if (!query) return undefined;
      const check = () => {
        const shown = query.getObserversCount() > 0 && query.state.status !== 'pending';
        if (shown || query.state.status === 'error' || !queryClient.getQueryCache().get(query.queryHash)) settled();
      };
      const stop = queryClient.getQueryCache().subscribe((event) => { if (event.query === query) check(); });
      check();
      return stop;
    },
  }), [queryClient]);
}
