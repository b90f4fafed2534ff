// Paging with a size changer and the spec's 'Showing X-Y of Z items' label (§2).
import { TablePagination } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { PAGE_SIZES, pageRange } from './portalRules';

export function PortalPagination() {
  const translate = useTranslate();
  const { page, perPage, total = 0, setPage, setPerPage } = useListContext();
  const { from, to } = pageRange(page, perPage, total);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(page - 1, 0)}
      rowsPerPage={perPage}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_e, next) => setPage(next + 1)}
      onRowsPerPageChange={(e) => setPerPage(Number(e.target.value))}
      labelRowsPerPage={translate('developerPortal.rowsPerPage')}
      labelDisplayedRows={() => translate('developerPortal.showing', { from, to, total })}
    />
  );
}
