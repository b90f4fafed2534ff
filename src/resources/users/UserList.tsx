// The account's users: filter by user type and status, search, sort, page (usersResources.ts). Its
// state stays out of the URL (/app/{accountId}/users is a bookmark).
import { DataTable, DateField, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { ChoiceLabelField, useChoices } from './ChoiceLabelField';
import { MemberNameField } from './MemberNameField';
import { UserRowActions } from './UserRowActions';
import { MEMBER_STATUSES, USER_TYPES } from '../../../contract/usersRules';
import type { AccountUserView } from '../../../contract/users';

function useUserFilters() {
  const userTypes = useChoices('userType', USER_TYPES);
  const statuses = useChoices('status', MEMBER_STATUSES);
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="userType" source="userType" choices={userTypes} alwaysOn emptyText="ra.action.clear_input_value" />,
    // The list route's query names the membership status `type`.
    <SelectInput key="type" source="type" label="resources.account-users.fields.status" choices={statuses} alwaysOn emptyText="ra.action.clear_input_value" />,
  ];
}

export function UserList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('shell.menu.users')}
      filters={useUserFilters()}
      sort={{ field: 'id', order: 'ASC' }}
      disableSyncWithLocation
      storeKey="users.members"
      exporter={false}
      empty={false}
    >
      <DataTable<AccountUserView> bulkActionButtons={false} rowClick={false} empty={<>{translate('users.empty.users')}</>}>
        <DataTable.Col source="firstName" label="resources.account-users.fields.name" field={MemberNameField} />
        <DataTable.Col source="email" />
        <DataTable.Col source="userType" render={() => <ChoiceLabelField source="userType" />} />
        <DataTable.Col source="status" render={() => <ChoiceLabelField source="status" chip />} />
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col label={false} disableSort render={() => <UserRowActions />} />
      </DataTable>
    </List>
  );
}
