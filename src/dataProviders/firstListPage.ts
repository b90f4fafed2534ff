// A page's first list page, fetched while the console boots (issue 16): the page declares the list
// it shows first (its <List>/<ListBase> props), and openConsole asks for that page beside the shell's
// first render, under the very key react-admin's useGetList gives it. The list then mounts with its
// rows instead of sending its query once the layout, the guards and the page have rendered.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams, SortPayload } from 'react-admin';

/** What a list is given, as far as its first query depends on it. */
export interface ListQuery {
  resource: string;
  sort: SortPayload;
  perPage: number;
  /** The list's permanent filter (its `filter` prop). */
  filter?: Record<string, unknown>;
  /** Its `queryOptions.meta`. */
  meta?: Record<string, unknown>;
}

/**
 * The first page's call as useListController makes it for a list with nothing in the store yet (the
 * console keeps react-admin's default memory store, empty on every page load).
 */
export const firstPageParams = ({ sort, perPage, filter = {}, meta }: ListQuery): GetListParams => ({
  pagination: { page: 1, perPage },
  sort,
  filter: { ...filter },
  meta,
});

/** useGetList's key (ra-core 5: [resource, 'getList', { pagination, sort, filter, meta }]). */
export const getListKey = (resource: string, { pagination, sort, filter, meta }: GetListParams) =>
  [resource, 'getList', { pagination, sort, filter, meta }] as const;

/**
 * How long the page fetched at boot counts as fresh: the list mounting within that time takes it as it
 * is, without asking again (react-admin's default staleTime, 0, would send the same call a second
 * time). A list mounting later shows it and refreshes it, as any cached list does.
 */
export const BOOT_PAGE_FRESH_MS = 15_000;

const bootQueries = new WeakMap<QueryClient, Query>();

/** The query prefetchFirstListPage started in this client, if any. */
export const bootListQuery = (queryClient: QueryClient): Query | undefined => bootQueries.get(queryClient);

/**
 * Starts fetching `list`'s first page into `queryClient`. Only that page, only as fetched at boot
 * (its first answer), is held fresh; a failure leaves nothing cached, so the list asks again itself
 * and reports the error as usual.
 */
export function prefetchFirstListPage(queryClient: QueryClient, dataProvider: DataProvider, list: ListQuery): void {
  const params = firstPageParams(list);
  const queryKey = getListKey(list.resource, params);
  void queryClient.prefetchQuery({
    queryKey,
    retry: false,
    // The same answer useGetList keeps (it drops anything else the provider returns).
    queryFn: () =>
      dataProvider.getList(list.resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
  // The query just built: one removed meanwhile (an account switch drops every list) is not it.
  const bootQuery = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (bootQuery) bootQueries.set(queryClient, bootQuery);
  queryClient.setQueryDefaults(queryKey, {
    staleTime: (query) => (query === bootQuery && query.state.dataUpdateCount === 1 ? BOOT_PAGE_FRESH_MS : 0),
  });
}
