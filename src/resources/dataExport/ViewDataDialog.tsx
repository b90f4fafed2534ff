// View data (developer-portal.md §7 GET viewdata): an export table's rows page by page, sorted by any
// of its columns (the header's sort buttons), NULL shown as an empty value.
import { useState } from 'react';
import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead,
  TablePagination, TableRow, TableSortLabel, Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { DATA_EXPORT_RESOURCE, type DataExportDataProvider, type TableRef } from './dataExportDataProvider';

const PAGE_SIZES = [10, 25, 50, 100];

export function ViewDataDialog({ table, onClose }: { table: TableRef; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataExportDataProvider>();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const [sort, setSort] = useState<{ column: string; order: 'asc' | 'desc' } | null>(null);
  const query = { page, size, sort: sort ? `${sort.column},${sort.order}` : undefined };
  const { data, error, isPending } = useQuery({
    queryKey: [DATA_EXPORT_RESOURCE, 'viewData', table, query],
    queryFn: () => dataProvider.viewData(DATA_EXPORT_RESOURCE, table, query),
    placeholderData: keepPreviousData,
  });
  const toggle = (column: string) => {
    setSort((s) => ({ column, order: s?.column === column && s.order === 'asc' ? 'desc' : 'asc' }));
    setPage(0);
  };
  const total = data?.totalElements ?? 0;
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
                  {data.columns.map((c) => (
                    <TableCell key={c.name} scope="col" title={c.type}
                      aria-sort={sort?.column === c.name ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                      <TableSortLabel active={sort?.column === c.name} direction={sort?.column === c.name ? sort.order : 'asc'} onClick={() => toggle(c.name)}>
                        {c.name}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.content.map((row, i) => (
                  <TableRow key={page * size + i}>
                    {row.map((value, j) => (
                      <TableCell key={data.columns[j].name} sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
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
