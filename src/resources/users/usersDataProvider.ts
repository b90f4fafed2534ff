// The Users page's data on the account-user service (console-shell.md §7): the account's users and
// its invitations, both lists in the `sort=field,asc` dialect scoped by the selected account, plus
// the invite call (auth service) and the invite form's role choices.
import type { DataProvider, UpdateParams } from 'react-admin';
import type { EndpointMapping } from '../../plugins/types';
import { pagedServiceProvider } from '../../dataProviders/pagedServiceProvider';
import { request } from '../../dataProviders/httpClient';
import { trackActivity } from '../../dataProviders/activityTracker';
import type { SessionScope } from '../../session';
import type { AccountUserView, InstanceRoleChoices } from '../../../contract/users';
import type { InvitationPayload } from './invitationPayload';

/** A filter value as a query parameter: an empty choice means no filter. */
const filterValue = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value));

/** The selected account, read at call time; undefined before one is picked. */
const accountIdOf = (scope: SessionScope) => scope().accountId || undefined;

const accountUserEndpoints = (scope: SessionScope): EndpointMapping => ({
  service: 'account',
  list: {
    path: '/account-user/account-users',
    dialect: 'sort',
    query: ({ filter }) => ({ accountId: accountIdOf(scope), userType: filterValue(filter?.userType), type: filterValue(filter?.status) }),
  },
  delete: (id) => `/account-user/${id}`,
});

const invitationEndpoints = (scope: SessionScope): EndpointMapping => ({
  service: 'account',
  list: {
    path: '/account-user/invite-users',
    dialect: 'sort',
    query: ({ filter }) => ({ accountId: accountIdOf(scope), userType: filterValue(filter?.userType), type: filterValue(filter?.state) }),
  },
  delete: (id) => `/account-user/userinvitation/${id}`,
});

/** PUT account-users names the member by user id; the record's id is the account user id. */
async function updateAccountUser(accountId: string | undefined, resource: string, params: UpdateParams<AccountUserView>) {
  const previous = params.previousData as AccountUserView;
  const { userType, status } = { ...previous, ...params.data };
  const { json } = await request<{ message: string; data: AccountUserView }>('account', '/account-user/account-users', {
    method: 'PUT',
    query: { accountId, userId: previous.userId },
    body: { userType, status },
  });
  trackActivity({ key: 'change.update', type: resource, status: 'success', action: 'update', folderName: resource });
  return { data: json.data };
}

export interface InvitationsDataProvider extends DataProvider {
  /** POST /auth/invite-user; answers the server's message. */
  inviteUser(resource: string, payload: InvitationPayload): Promise<{ message: string }>;
  /** GET /account-user/invite-roles: the roles each of the account's app instances offers. */
  getRoleChoices(resource: string): Promise<InstanceRoleChoices[]>;
  /** PUT /account-user/userinvitation/{id}/resend: mails it again, renewing an expired one. */
  resendInvitation(resource: string, id: number): Promise<{ message: string }>;
}

export type AccountUsersDataProvider = DataProvider;

export function createAccountUsersDataProvider(scope: SessionScope): AccountUsersDataProvider {
  return {
    ...pagedServiceProvider(accountUserEndpoints(scope)),
    update: (resource: string, params: UpdateParams<AccountUserView>) => updateAccountUser(accountIdOf(scope), resource, params),
  } as AccountUsersDataProvider;
}

export function createInvitationsDataProvider(scope: SessionScope): InvitationsDataProvider {
  return {
    ...pagedServiceProvider(invitationEndpoints(scope)),
    async inviteUser(resource, payload) {
      const { json } = await request<{ message: string }>('auth', '/invite-user', { method: 'POST', body: payload });
      trackActivity({ key: 'invitation.sent', params: { email: payload.toEmail }, type: resource, event: 'invite', status: 'success', action: 'create', folderName: resource });
      return json;
    },
    async resendInvitation(resource, id) {
      const { json } = await request<{ message: string }>('account', `/account-user/userinvitation/${id}/resend`, { method: 'PUT' });
      trackActivity({ key: 'invitation.resent', type: resource, event: 'resend', status: 'success', action: 'update', folderName: resource });
      return json;
    },
    async getRoleChoices() {
      const { json } = await request<InstanceRoleChoices[]>('account', '/account-user/invite-roles', { query: { accountId: accountIdOf(scope) } });
      return json;
    },
  };
}
