// Entering an account (console-shell.md §3, §6): the account's session values, then the user's
// flags, the server's UI labels and the idle time-out for that account (read from the plugin that
// gives it: the parameters package reads the idleTime parameter).
import { ADMIN_APP } from '../../contract/appKinds';
import { callDeclared } from '../dataProviders/declaredCall';
import { labelsToDictionaries, storeServerLabels } from '../i18n/serverLabels';
import { idleTimeFromParameter } from './idleTimer';
import { session } from '../session/session';
import type { AccountView } from '../../contract/accounts';
import type { PermissionList } from '../../contract/roles';
import { heldRoleRoutes } from '../../contract/rolesRoutes';
import { propertyRoutes } from '../../contract/uiTextsRoutes';
import type { IdleTimeSource } from '../plugins/types';

/** What entering an account needs of its row in the account list. */
export type AccountSummary = Pick<AccountView, 'id' | 'accountCode' | 'businessName' | 'disableSelection' | 'accountUserId' | 'userType'>;

/** The member's flags in the console's own app (AdminApp), stored for access questions (DESIGN §7). */
export async function loadFlags(account: { id: string | number; accountUserId: string | number }): Promise<void> {
  const json: Partial<PermissionList> = await callDeclared(heldRoleRoutes.permissionList, {
    query: { accountUserId: Number(account.accountUserId), appName: ADMIN_APP, accountId: Number(account.id) },
  });
  session.setJson('permissions', json.appUserRolesPermissions ?? {});
  session.set('appInstanceId', json.appInstanceId);
  session.set('adminAppId', json.appId);
  session.set('flagsReadAt', Date.now());
}

/** Labels are optional: without them the built-in texts show. */
async function loadLabels(): Promise<void> {
  try {
    const { content } = await callDeclared(propertyRoutes.appLabels, { query: { appName: ADMIN_APP } });
    storeServerLabels(labelsToDictionaries(content));
  } catch {
    storeServerLabels(labelsToDictionaries([]));
  }
}

async function loadIdleTime(readIdleTime: IdleTimeSource | undefined): Promise<void> {
  try {
    session.set('idleTime', idleTimeFromParameter(await readIdleTime?.()));
  } catch {
    session.set('idleTime', idleTimeFromParameter(undefined));
  }
}

/** Stores the account's session values and loads what depends on it; rejects when the flags fail. */
export async function enterAccount(account: AccountSummary, readIdleTime?: IdleTimeSource): Promise<void> {
  // The same account again (another tab of this sign-in entering it at the same time): its flags
  // and instance stay in place for the tabs already working in it while they are read again.
  const sameAccount = session.get('accountId') === String(account.id) && session.get('accountUserId') === String(account.accountUserId);
  // The previous account's instance and flags must not leak into this account's calls.
  if (!sameAccount) {
    session.set('appInstanceId', null);
    session.set('adminAppId', null);
    session.set('permissions', null);
  }
  session.set('accountCode', account.accountCode);
  session.set('businessName', account.businessName);
  session.set('disableSelection', account.disableSelection);
  session.set('accountUserId', account.accountUserId);
  session.set('userType', account.userType);
  // The id last: another tab takes the account as entered once it reads the id, one stored value at
  // a time, and asks for the flags with the member's id (read before it, an Access denied right
  // after sign-in: a deep link opened in a new tab saw the account without its member).
  session.set('accountId', account.id);
  await loadFlags(account);
  await Promise.all([loadLabels(), loadIdleTime(readIdleTime)]);
}
