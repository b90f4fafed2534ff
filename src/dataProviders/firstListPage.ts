// A page's first list page, fetched while the console boots (issue 16): the page declares the list
// it shows first (its <List>/<ListBase> props), and openConsole asks for that page beside the shell's
// first render, under the very key react-admin's useGetList gives it. The list then mounts with its
// rows instead of sending its query once the layout, the guards and the page have rendered.
import type { DataProvider, GetListParams, SortPayload } from 'react-admin';
import { prefetchAtBoot, type QueryClient } from './queryCache';

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

/**
 * Starts fetching `list`'s first page into `queryClient`. Only that page, only as fetched at boot
 * (its first answer), is held fresh; a failure leaves nothing cached, so the list asks again itself
 * and reports the error as usual. The shell's secondary parts wait for it (queryCache.ts's useBootQueryWatch).
 */
export function prefetchFirstListPage(queryClient: QueryClient, dataProvider: DataProvider, list: ListQuery): void {
  const params = firstPageParams(list);
  prefetchAtBoot(
    queryClient,
    getListKey(list.resource, params),
    // The same answer useGetList keeps (it drops anything else the provider returns).
    () => dataProvider.getList(list.resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    BOOT_PAGE_FRESH_MS,
  );
}
