import { Link } from 'react-router-dom';
import { Button as MuiButton } from '@mui/material';
import { CreateButton, TopToolbar, useTranslate } from 'react-admin';
import { routes } from '../../config/constants';

/** Switch between the active accounts and view-all (which includes inactive memberships), and create. */
export function AccountListActions({ viewAll }: { viewAll: boolean }) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <MuiButton component={Link} to={viewAll ? routes.accountList : routes.accountListViewAll} size="small">
        {translate(viewAll ? 'accounts.list.viewActive' : 'accounts.list.viewAll')}
      </MuiButton>
      <CreateButton />
    </TopToolbar>
  );
}
