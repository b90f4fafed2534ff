// View data (developer-portal.md §7 GET viewdata): an export table's rows page by page, sorted by any
// of its columns (the header's sort buttons), NULL shown as an empty value.
import { useState } from 'react';
import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead,
  TablePagination, TableRow, TableSortLabel, Typography,
} from '@mui/material';
import { useGetList, useTranslate, type SortPayload } from 'react-admin';
import type { TableRef } from './dataExportDataProvider';
import { EXPORT_ROWS, type RowRecord, type RowsMeta } from './dataExportResources';

const PAGE_SIZES = [10, 25, 50, 100];
/** No column chosen: the table's own order. */
const UNSORTED: SortPayload = { field: '', order: 'ASC' };

export function ViewDataDialog({ table, onClose }: { table: TableRef; onClose: () => void }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const [sort, setSort] = useState(UNSORTED);
  const rows = useGetList<RowRecord>(
    EXPORT_ROWS, { filter: table, pagination: { page: page + 1, perPage: size }, sort },
    // The page shown stays while the next one loads.
    { placeholderData: (previous) => previous },
  );
  const { data, error, isPending } = rows;
  const columns = (rows.meta as RowsMeta | undefined)?.columns ?? [];
  const toggle = (column: string) => {
    setSort((s) => ({ field: column, order: s.field === column && s.order === 'ASC' ? 'DESC' : 'ASC' }));
    setPage(0);
  };
  const direction = (column: string) => (sort.field === column && sort.order === 'DESC' ? 'desc' : 'asc');
  const total = rows.total ?? 0;
  const title = translate('dataExport.title.view', { name: `${table.schemaName}.${table.tableName}` });

  return (
    <Dialog open onClose={onClose} aria-labelledby="view-data-title" fullWidth maxWidth="lg">
      <DialogTitle id="view-data-title">{title}</DialogTitle>
      <DialogContent>
        {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
        {error && <Alert severity="error">{(error as Error).message}</Alert>}
        {data && total === 0 && <Typography>{translate('dataExport.noRows')}</Typography>}
        {data && total > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.name} scope="col" title={c.type}
                      aria-sort={sort.field === c.name ? (sort.order === 'ASC' ? 'ascending' : 'descending') : undefined}>
                      <TableSortLabel active={sort.field === c.name} direction={direction(c.name)} onClick={() => toggle(c.name)}>
                        {c.name}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((row) => (
                  <TableRow key={row.id}>
                    {row.values.map((value, j) => (
                      <TableCell key={columns[j].name} sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {value ?? <Typography component="span" variant="body2" color="text.secondary">{translate('dataExport.null')}</Typography>}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <TablePagination
          component="div" count={total} page={total === 0 ? 0 : page} rowsPerPage={size} rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_e, next) => setPage(next)}
          onRowsPerPageChange={(e) => { setSize(Number(e.target.value)); setPage(0); }}
          labelRowsPerPage={translate('shell.table.rowsPerPage')}
          labelDisplayedRows={() => translate('shell.table.showing', { from: total === 0 ? 0 : page * size + 1, to: Math.min(total, (page + 1) * size), total })}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dataExport.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
