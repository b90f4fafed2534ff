// The roles each of the account's app instances offers (GET /account-user/invite-roles), as the
// invite and member-roles dialogs show them: roles carrying every permission (the owner's) only
// for holders of allpermissions, since the server refuses anyone else granting them.
import { useGetList, useTranslate } from 'react-admin';
import { useAccountId, useFlags } from '../../session';
import { roleValue } from './invitationPayload';
import { INVITE_ROLES_RESOURCE } from './usersAccess';
import type { InstanceRoleChoices, RoleChoice } from '../../../contract/users';

export function useRoleChoices(enabled: boolean) {
  const translate = useTranslate();
  const { permissions } = useFlags();
  const accountId = useAccountId();
  // The account keys the cache: each account's instances are read once.
  const { data: choices, isPending: loading } = useGetList<InstanceRoleChoices & { id: number }>(
    INVITE_ROLES_RESOURCE, { filter: { accountId } }, { enabled },
  );
  const grantable = (role: RoleChoice) => permissions?.allpermissions || role.userType !== 'OWNER';
  // A default role named after its user type (the console's OWNER, DEVELOPER, USER) reads as that type.
  const label = (r: RoleChoice) => (r.kind === 'default' && r.roleName === r.userType
    ? translate(`users.choices.userType.${r.roleName}`, { _: r.roleName }) : r.roleName);
  const roleChoices = (instance: InstanceRoleChoices) => instance.roles.filter(grantable).map((r) => ({ id: roleValue(r), name: label(r) }));
  return { choices, loading, roleChoices };
}
