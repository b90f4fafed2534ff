// The account picker: paged, searchable and sortable. Its state lives in the store, not in the URL,
// because the URL (/app/pages/account-list?mode=view-all) is public contract.
import { DataTable, DateField, List, SearchInput, useRecordContext, useTranslate } from 'react-admin';
import { AccountLogoField } from './AccountLogoField';
import { DefaultAccountButton } from './DefaultAccountButton';
import { AccountRowActions } from './AccountRowActions';
import { AccountsEmpty } from './AccountsEmpty';
import { AccountListActions } from './AccountListActions';
import { selectionBlock } from './selection';
import type { AccountView } from '../../../contract/accounts';
import { accountListQuery } from './accountListQuery';

const accountFilters = [<SearchInput key="q" source="q" alwaysOn />];

/** Accounts that cannot be picked are greyed out (their actions column says why). */
const blockedRowSx = { '& td': { color: 'text.disabled' } };
const rowSx = (account: AccountView) => (selectionBlock(account) ? blockedRowSx : {});

function UserTypeField() {
  const account = useRecordContext<AccountView>();
  const translate = useTranslate();
  if (!account) return null;
  return <>{translate(`accounts.choices.userType.${account.userType}`, { _: account.userType })}</>;
}

export function AccountList({ viewAll }: { viewAll: boolean }) {
  const translate = useTranslate();
  const { sort, perPage, meta } = accountListQuery(viewAll);
  return (
    <List
      title={translate(viewAll ? 'accounts.list.viewAllTitle' : 'accounts.list.title')}
      queryOptions={{ meta }}
      filters={accountFilters}
      sort={sort}
      perPage={perPage}
      disableSyncWithLocation
      storeKey={viewAll ? 'accounts.viewAll' : 'accounts.active'}
      actions={<AccountListActions viewAll={viewAll} />}
      empty={<AccountsEmpty />}
      exporter={false}
    >
      <DataTable<AccountView> bulkActionButtons={false} rowClick={false} rowSx={rowSx}>
        <DataTable.Col source="logo" disableSort field={AccountLogoField} />
        <DataTable.Col source="businessName" />
        {/* a code is read as one word: it never wraps */}
        <DataTable.Col source="accountCode" sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col source="userType" disableSort field={UserTypeField} />
        <DataTable.Col source="isDefault" disableSort field={DefaultAccountButton} />
        <DataTable.Col source="city" />
        <DataTable.Col source="country" />
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col label={false} disableSort render={() => <AccountRowActions />} />
      </DataTable>
    </List>
  );
}
