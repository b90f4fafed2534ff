// A member's roles in each of the account's app instances (the console's AdminApp included), in a
// dialog: what they hold now is preselected; saving sends the instances whose choice changed
// (PUT account-users-roles) and shows the server's message.
import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import BadgeIcon from '@mui/icons-material/Badge';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Button, Form, Loading, SaveButton, SelectArrayInput, useDataProvider, useNotify, useRecordContext, useTranslate,
} from 'react-admin';
import { memberName } from './MemberNameField';
import { instanceField } from './invitationPayload';
import { changedGrants, memberRolesValues, type MemberRolesValues } from './memberRoles';
import type { AccountUsersDataProvider } from './usersDataProvider';
import { ACCOUNT_USERS_RESOURCE } from './usersAccess';
import { useRoleChoices } from './useRoleChoices';
import type { AccountUserView } from '../../../contract/users';

export function MemberRolesButton() {
  const user = useRecordContext<AccountUserView>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const name = memberName(user);
  return (
    <>
      <Button label="users.action.roles" aria-label={`${translate('users.action.roles')}: ${name}`} onClick={() => setOpen(true)}>
        <BadgeIcon />
      </Button>
      {open && <MemberRolesDialog user={user} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}

function MemberRolesDialog({ user, name, onClose }: { user: AccountUserView; name: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AccountUsersDataProvider>();
  const { choices, loading: loadingChoices, roleChoices } = useRoleChoices(true);
  const instanceIds = choices?.map((c) => c.appInstanceId) ?? [];
  const { data: initial, isPending: loadingHeld } = useQuery({
    queryKey: [ACCOUNT_USERS_RESOURCE, 'roles', user.accountUserId, instanceIds],
    queryFn: async () => memberRolesValues(await dataProvider.getMemberRoles(ACCOUNT_USERS_RESOURCE, user.accountUserId, instanceIds)),
    enabled: choices !== undefined,
    gcTime: 0,
  });
  const { mutate, isPending: saving } = useMutation({
    mutationFn: (values: MemberRolesValues) =>
      dataProvider.setMemberRoles(ACCOUNT_USERS_RESOURCE, user.userId, changedGrants(instanceIds, initial ?? {}, values)),
    onSuccess: ({ message }) => {
      notify(message, { type: 'success' });
      onClose();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const loading = loadingChoices || loadingHeld;

  return (
    <Dialog open onClose={onClose} aria-labelledby="member-roles-title" fullWidth maxWidth="sm">
      <DialogTitle id="member-roles-title">{translate('users.roles.title', { name })}</DialogTitle>
      {loading ? <DialogContent><Loading /></DialogContent> : (
        // Rendered once the held roles are known: they are the form's starting values.
        <Form record={{ roles: initial }} onSubmit={(values: Record<string, unknown>) => mutate((values as { roles?: MemberRolesValues }).roles ?? {})}>
          <DialogContent>
            {choices?.map((instance) => (
              <SelectArrayInput key={instance.appInstanceId} source={`roles.${instanceField(instance.appInstanceId)}`}
                label={translate('users.roles.inApp', { app: instance.isAdminApp ? translate('users.roles.console') : instance.appName })}
                choices={roleChoices(instance)} fullWidth />
            ))}
          </DialogContent>
          <DialogActions>
            <Button label="users.action.cancel" onClick={onClose} />
            <SaveButton label="users.action.save" disabled={saving} alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
