// A list inside a page's section (an app's permissions, an instance's roles, its API keys...), as a
// react-admin resource: `<SectionList resource="appPermissions" filter={{ appId }}>` with
// DataTable columns as children. react-admin's list controller pages, sorts and searches it and
// refreshes it after every create, update or delete of the resource; this adds the search box, the
// toolbar, the spec's 'Showing X-Y of Z items' pager and the empty state every section shares.
// SectionListView is the same view under any list context: rows held whole in the browser go
// through react-admin's useList (`<ListContextProvider value={useList({ data })}>`).
import type { ReactNode } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { DataTable, ListBase, useListContext, useTranslate, type SortPayload } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../contract/paging';
import { ListSearch } from './ListSearch';
import { ListPagination } from './ListPagination';

interface SectionListProps {
  resource: string;
  /** The list's permanent filter: the record it belongs to (`{ appId }`, `{ appInstanceId }`...). */
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  /** Names the table for assistive technology (an i18n key). */
  caption: string;
  /** Shown when nothing matches (an i18n key). */
  empty: string;
  /** Beside the search box (e.g. an Add button, a filter). */
  toolbar?: ReactNode;
  /** DataTable columns. */
  children: ReactNode;
}

export type SectionListViewProps = Omit<SectionListProps, 'resource' | 'filter' | 'sort'>;

export function SectionListView({ caption, empty, toolbar, children }: SectionListViewProps) {
  const translate = useTranslate();
  const { isPending, error } = useListContext();
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <ListSearch />
        <Box sx={{ flexGrow: 1 }} />
        {toolbar}
      </Box>
      {error && <Typography color="error" role="alert">{(error as Error).message}</Typography>}
      {isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : (
        <DataTable
          bulkActionButtons={false} rowClick={false} size="small" aria-label={translate(caption)}
          empty={<Typography sx={{ py: 2 }}>{translate(empty)}</Typography>}
          sx={{ overflowX: 'auto' }}
        >
          {children}
        </DataTable>
      )}
      <ListPagination />
    </Box>
  );
}

export function SectionList({ resource, filter, sort, ...view }: SectionListProps) {
  return (
    <ListBase resource={resource} filter={filter} sort={sort} perPage={DEFAULT_PAGE_SIZE} disableSyncWithLocation storeKey={false}>
      <SectionListView {...view} />
    </ListBase>
  );
}
