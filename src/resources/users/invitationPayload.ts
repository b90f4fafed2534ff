// From the invite form's values to the invite-user payload (console-shell.md §3 Invitation payload).
// Role choices travel in the form as "kind:id" strings; the AdminApp role becomes roleId/roleName
// (a custom role) or a default-role grant on the AdminApp instance, the other apps' roles appRoles.
import type { UserType } from '../../../contract/usersRules';
import type { InstanceRoleChoices, RoleChoice } from '../../../contract/users';

export interface InviteFormValues {
  toEmail: string;
  userType: UserType;
  /** The AdminApp role, "instance:7" or "default:2"; empty: the user type's default role. */
  adminRole?: string;
  /** Per other app instance (keyed `i{appInstanceId}`), the chosen roles as "kind:id". */
  appRoles?: Record<string, string[] | undefined>;
}

export interface AppRoleGrant {
  appInstanceId: number;
  appInstanceRoleIds: number[];
  defaultRoleIds: number[];
}

export interface InvitationPayload {
  toEmail: string;
  fromAccountId: number;
  fromUserId: number;
  roleId: number | null;
  roleName: string | null;
  userType: UserType;
  appRoles: AppRoleGrant[];
}

export const roleValue = (role: Pick<RoleChoice, 'kind' | 'id'>): string => `${role.kind}:${role.id}`;
export const instanceField = (appInstanceId: number): string => `i${appInstanceId}`;

/** One instance's chosen roles ("kind:id" strings) as a grant. */
export function grantOf(appInstanceId: number, values: string[]): AppRoleGrant {
  const ids = (kind: RoleChoice['kind']) => values.filter((v) => v.startsWith(`${kind}:`)).map((v) => Number(v.slice(kind.length + 1)));
  return { appInstanceId, appInstanceRoleIds: ids('instance'), defaultRoleIds: ids('default') };
}

export function invitationPayload(
  values: InviteFormValues, choices: InstanceRoleChoices[], from: { accountId: number; userId: number },
): InvitationPayload {
  const adminApp = choices.find((c) => c.isAdminApp);
  const adminRole = adminApp?.roles.find((r) => roleValue(r) === values.adminRole);
  const appRoles = choices
    .filter((c) => !c.isAdminApp)
    .map((c) => grantOf(c.appInstanceId, values.appRoles?.[instanceField(c.appInstanceId)] ?? []))
    .filter((g) => g.appInstanceRoleIds.length > 0 || g.defaultRoleIds.length > 0);
  if (adminApp && adminRole?.kind === 'default') {
    appRoles.unshift({ appInstanceId: adminApp.appInstanceId, appInstanceRoleIds: [], defaultRoleIds: [adminRole.id] });
  }
  return {
    toEmail: values.toEmail.trim(),
    fromAccountId: from.accountId,
    fromUserId: from.userId,
    roleId: adminRole?.kind === 'instance' ? adminRole.id : null,
    roleName: adminRole?.roleName ?? null,
    userType: values.userType,
    appRoles,
  };
}
