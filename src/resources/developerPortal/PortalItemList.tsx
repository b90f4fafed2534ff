// One tab's list (§2): the account's items of one type, searchable and paged, with the empty
// state when the account has none.
import { Box, LinearProgress, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { PortalSearch } from './PortalSearch';
import { AddItemMenu } from './AddItemMenu';
import { PortalItemTable } from './PortalItemTable';
import { PortalPagination } from './PortalPagination';
import { EmptyItemsCard } from './EmptyItemsCard';
import type { AppKind } from '../../../contract/appKinds';
import { showAddMenu } from './portalRules';
import { portalListQuery } from './portalListQuery';

interface Props {
  type: AppKind;
  /** While the portal's status is unknown an empty list proves nothing: wait rather than flash a card. */
  statusPending: boolean;
}

function PortalItems({ type, statusPending }: Props) {
  const translate = useTranslate();
  const { isPending, total = 0, filterValues } = useListContext();
  const searching = Boolean(filterValues.q);
  if ((isPending || (statusPending && total === 0)) && !searching) return <LinearProgress sx={{ my: 2 }} />;
  if (total === 0 && !searching) return <EmptyItemsCard type={type} />;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', my: 2, flexWrap: 'wrap' }}>
        <PortalSearch />
        {showAddMenu(total, searching) && <AddItemMenu />}
      </Box>
      {total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>{translate('developerPortal.empty.noMatch')}</Typography>
      ) : (
        <>
          <PortalItemTable />
          <PortalPagination />
        </>
      )}
    </>
  );
}

export function PortalItemList({ type, statusPending }: Props) {
  return (
    <ListBase
      {...portalListQuery(type)}
      disableSyncWithLocation
      storeKey={`developerPortal.${type}`}
    >
      <PortalItems type={type} statusPending={statusPending} />
    </ListBase>
  );
}
