// A list's pager: the page size and the spec's 'Showing X-Y of Z items' (console-shell.md,
// developer-portal.md §2), from react-admin's list context.
import { TablePagination } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

interface ListPaginationProps {
  pageSizes?: number[];
  /** The texts (i18n keys) of the size changer and the range. */
  rowsPerPageLabel?: string;
  showingLabel?: string;
}

export function ListPagination({
  pageSizes = [10, 25, 50], rowsPerPageLabel = 'shell.table.rowsPerPage', showingLabel = 'shell.table.showing',
}: ListPaginationProps) {
  const translate = useTranslate();
  const { page, perPage, total = 0, setPage, setPerPage } = useListContext();
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <TablePagination
      component="div" count={total} page={total === 0 ? 0 : Math.max(page - 1, 0)} rowsPerPage={perPage} rowsPerPageOptions={pageSizes}
      onPageChange={(_e, next) => setPage(next + 1)}
      onRowsPerPageChange={(e) => setPerPage(Number(e.target.value))}
      labelRowsPerPage={translate(rowsPerPageLabel)}
      labelDisplayedRows={() => translate(showingLabel, { from, to, total })}
      // At 375 px the pager wraps instead of widening the page.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 } }}
    />
  );
}
