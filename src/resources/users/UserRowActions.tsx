// A member's actions: change type or status, restore when INACTIVE, what other plugins add (the
// roles domain's Roles: roles in the account's apps), remove from the account.
// Not on the caller's own row (nobody changes or removes their own membership), nor on an owner's
// without allpermissions: the server refuses both.
import { Stack } from '@mui/material';
import { DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import { useSession, useFlags } from '../../session';
import { useRegistry } from '../../plugins/RegistryContext';
import { hasAnyFlag } from '../../plugins/flags';
import { EditMemberButton } from './EditMemberButton';
import { RestoreUserButton } from './RestoreUserButton';
import { memberName } from './MemberNameField';
import type { AccountUserView } from '../../../contract/users';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';

export function UserRowActions() {
  const user = useRecordContext<AccountUserView>();
  const translate = useTranslate();
  const { permissions } = useFlags();
  const { userId } = useSession();
  const { memberActions } = useRegistry();
  const afterRemove = useResultOnSuccess('deleted');
  if (!user || String(user.userId) === userId) return null;
  if (user.userType === 'OWNER' && !permissions?.allpermissions) return null;
  const name = memberName(user);
  const removeLabel = `${translate('users.action.remove')}: ${name}`;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="flex-end">
      {user.status === 'INACTIVE' && <RestoreUserButton />}
      <EditMemberButton />
      {memberActions.filter((a) => hasAnyFlag(permissions ?? {}, a.anyOfFlags)).map(({ key, component: Action }) => <Action key={key} member={user} />)}
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={afterRemove}
        label="users.action.remove"
        aria-label={removeLabel}
      />
    </Stack>
  );
}
