// The account's invitations and their state (pending, accepted, expired, deleted), with the
// invite button; pending and expired ones can be deleted (their link stops working).
import { useState } from 'react';
import {
  Button, DataTable, DateField, DeleteWithConfirmButton, FilterButton, List, SearchInput, SelectInput, TopToolbar, useRecordContext,
  useTranslate,
} from 'react-admin';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { ChoiceLabelField, useChoices } from './ChoiceLabelField';
import { InviteUserDialog } from './InviteUserDialog';
import { INVITATION_STATES, USER_TYPES } from '../../../contract/usersRules';
import type { InvitationView } from '../../../contract/users';

function InvitationActions() {
  const [inviting, setInviting] = useState(false);
  return (
    <TopToolbar>
      <FilterButton />
      <Button label="users.action.invite" onClick={() => setInviting(true)}><PersonAddIcon /></Button>
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
    </TopToolbar>
  );
}

function DeleteInvitationButton() {
  const invitation = useRecordContext<InvitationView>();
  const translate = useTranslate();
  if (!invitation || (invitation.state !== 'PENDING' && invitation.state !== 'EXPIRED')) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      aria-label={`${translate('ra.action.delete')}: ${invitation.email}`}
    />
  );
}

export function InvitationList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="state" source="state" choices={useChoices('state', INVITATION_STATES)} alwaysOn emptyText="ra.action.clear_input_value" />,
    <SelectInput key="userType" source="userType" choices={useChoices('userType', USER_TYPES)} emptyText="ra.action.clear_input_value" />,
  ];
  return (
    <List
      title={translate('users.title')}
      filters={filters}
      actions={<InvitationActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      disableSyncWithLocation
      storeKey="users.invitations"
      exporter={false}
      empty={false}
    >
      <DataTable<InvitationView> bulkActionButtons={false} rowClick={false} empty={<>{translate('users.empty.invitations')}</>}>
        <DataTable.Col source="email" />
        <DataTable.Col source="roleName" disableSort />
        <DataTable.Col source="userType" render={() => <ChoiceLabelField source="userType" />} />
        <DataTable.Col source="state" disableSort render={() => <ChoiceLabelField source="state" chip />} />
        <DataTable.Col source="createdAt" field={DateField} />
        <DataTable.Col source="expiresAt" field={DateField} />
        <DataTable.Col label={false} disableSort render={() => <DeleteInvitationButton />} />
      </DataTable>
    </List>
  );
}
