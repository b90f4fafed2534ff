// A paged, searchable, sortable table for the lists inside a page's sections (an app's permissions,
// an instance's roles, its API keys...): the caller fetches one page for { query, sort, page, size }
// and names the columns; the table gives the search box (debounced), sortable headers with
// aria-sort, the spec's 'Showing X-Y of Z items' pager and an empty state.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box, CircularProgress, InputAdornment, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow,
  TableSortLabel, TextField, Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../config/constants';
import { useDebouncedValue } from './useDebouncedValue';
import type { ListPage, ListQuery } from '../../contract/paging';

export interface SectionColumn<T> {
  key: string;
  /** An i18n key. */
  label: string;
  render: (row: T) => ReactNode;
  /** The server's sort field, when the column sorts. */
  sortField?: string;
}

interface SectionTableProps<T extends { id: number }> {
  /** Names the table for assistive technology (an i18n key). */
  caption: string;
  /** The react-query key of the list; the query parameters are appended. */
  queryKey: readonly unknown[];
  fetchPage: (query: ListQuery) => Promise<ListPage<T>>;
  columns: SectionColumn<T>[];
  /** Buttons of one row, in the last column. */
  rowActions?: (row: T) => ReactNode;
  /** Shown when nothing matches (an i18n key). */
  empty: string;
  /** Beside the search box (e.g. an Add button, a filter). */
  toolbar?: ReactNode;
}

const PAGE_SIZES = [10, 25, 50];

export function SectionTable<T extends { id: number }>({ caption, queryKey, fetchPage, columns, rowActions, empty, toolbar }: SectionTableProps<T>) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<{ field?: string; order: 'asc' | 'desc' }>({ order: 'asc' });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const params: ListQuery = { query: query || undefined, sortfield: sort.field, sortorder: sort.field ? sort.order : undefined, page, size };
  const { data, isPending, error } = useQuery({ queryKey: [...queryKey, params], queryFn: () => fetchPage(params) });
  const total = data?.totalElements ?? 0;
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  const toggleSort = (field: string) => {
    setSort((s) => ({ field, order: s.field === field && s.order === 'asc' ? 'desc' : 'asc' }));
    setPage(0);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <TextField
          size="small" type="search" value={search} label={translate('shell.table.search')}
          onChange={(e) => { setSearch(e.target.value); setPage(0); }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {toolbar}
      </Box>
      {error && <Typography color="error" role="alert">{(error as Error).message}</Typography>}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(caption)}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} aria-sort={c.sortField && sort.field === c.sortField ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {c.sortField ? (
                    <TableSortLabel active={sort.field === c.sortField} direction={sort.field === c.sortField ? sort.order : 'asc'} onClick={() => toggleSort(c.sortField!)}>
                      {translate(c.label)}
                    </TableSortLabel>
                  ) : translate(c.label)}
                </TableCell>
              ))}
              {rowActions && <TableCell align="right">{translate('shell.table.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending && (
              <TableRow><TableCell colSpan={columns.length + 1}><CircularProgress size={20} aria-label={translate('ra.page.loading')} /></TableCell></TableRow>
            )}
            {data?.content.length === 0 && (
              <TableRow><TableCell colSpan={columns.length + 1}>{translate(empty)}</TableCell></TableRow>
            )}
            {data?.content.map((row) => (
              <TableRow key={row.id} hover>
                {columns.map((c) => <TableCell key={c.key}>{c.render(row)}</TableCell>)}
                {rowActions && <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{rowActions(row)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div" count={total} page={total === 0 ? 0 : page} rowsPerPage={size} rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_e, next) => setPage(next)}
        onRowsPerPageChange={(e) => { setSize(Number(e.target.value)); setPage(0); }}
        labelRowsPerPage={translate('shell.table.rowsPerPage')}
        labelDisplayedRows={() => translate('shell.table.showing', { from, to, total })}
        // At 375 px the pager wraps instead of widening the page.
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 } }}
      />
    </Box>
  );
}
