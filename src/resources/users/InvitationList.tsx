// The account's invitations and their state (pending, accepted, expired, deleted), with the
// invite button; pending and expired ones can be resent (an expired one renewed, same link) or
// deleted (their link stops working).
import { useState } from 'react';
import {
  Button, DataTable, DateField, DeleteWithConfirmButton, FilterButton, List, SearchInput, SelectInput, TopToolbar, useDataProvider,
  useRecordContext, useRefresh, useResourceContext, useTranslate,
} from 'react-admin';
import { Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SendIcon from '@mui/icons-material/Send';
import { ChoiceLabelField, useChoices } from './ChoiceLabelField';
import { InviteUserDialog } from './InviteUserDialog';
import { INVITATION_STATES, USER_TYPES } from '../../../contract/usersRules';
import type { InvitationView } from '../../../contract/users';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';
import { useShowResult } from '../../ui/ResultProvider';
import type { InvitationsDataProvider } from './usersDataProvider';

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

const isOpen = (invitation: InvitationView) => invitation.state === 'PENDING' || invitation.state === 'EXPIRED';

function ResendInvitationButton({ invitation }: { invitation: InvitationView }) {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<InvitationsDataProvider>();
  const showResult = useShowResult();
  const refresh = useRefresh();
  const resend = useMutation({
    mutationFn: () => dataProvider.resendInvitation(resource, Number(invitation.id)),
    onSuccess: ({ message }) => {
      showResult({ severity: 'success', message });
      refresh();
    },
    onError: (error: Error) => showResult({ severity: 'error', message: error.message }),
  });
  return (
    <Button
      label="users.action.resend"
      aria-label={`${translate('users.action.resend')}: ${invitation.email}`}
      disabled={resend.isPending}
      onClick={() => resend.mutate()}
    >
      <SendIcon />
    </Button>
  );
}

function InvitationRowActions() {
  const invitation = useRecordContext<InvitationView>();
  if (!invitation || !isOpen(invitation)) return null;
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
      <ResendInvitationButton invitation={invitation} />
      <DeleteInvitationButton invitation={invitation} />
    </Stack>
  );
}

function DeleteInvitationButton({ invitation }: { invitation: InvitationView }) {
  const translate = useTranslate();
  const afterDelete = useResultOnSuccess('deleted');
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={afterDelete}
      aria-label={`${translate('ra.action.delete')}: ${invitation.email}`}
    />
  );
}

export function InvitationList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    // The list route's query names the invitation state `type`.
    <SelectInput key="type" source="type" label="resources.user-invitations.fields.state" choices={useChoices('state', INVITATION_STATES)} alwaysOn emptyText="ra.action.clear_input_value" />,
    <SelectInput key="userType" source="userType" choices={useChoices('userType', USER_TYPES)} emptyText="ra.action.clear_input_value" />,
  ];
  return (
    <List
      title={translate('shell.menu.users')}
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
        <DataTable.Col label={false} disableSort render={() => <InvitationRowActions />} />
      </DataTable>
    </List>
  );
}
