// The users domain's routes (console-shell.md §7 "Account-user service"), declared once: the console
// calls them by these names (routeTable.ts) and the server mounts them at these paths. What each
// takes and answers are the TypeBox schemas of contract/users.ts, named by type only; a list names
// its paging dialect. Only the calls on one record are guarded by their flags in the account of the
// headers (mountDeclared); the others keep their own guards, which these flags only describe: the
// lists and role changes check view_user in the account of their accountId query, invite-user in
// its body's fromAccountId, and the answers to an invitation by its key need no account (public).
import type {
  AcceptOutcome, AccountUserChange, AccountUserIdParams, AccountUserMessage, AccountUserQuery, AppRoleGrants, InstanceRoleChoicesList,
  InvitationIdParams, InvitationListQuery, InvitationPage, InvitationSent, InviteBody, InviteRolesQuery, KeyQuery, MemberListQuery,
  MemberPage, Message, UserSummaryListQuery, UserSummaryPage,
} from './users';
import { namedRoutes, route } from './routeTable';
import { VIEW_USER } from './usersFlags';

const service = 'account';
const flags = [VIEW_USER];

/** The account's members: listed, their type or status changed, their roles replaced, removed. */
export const memberRoutes = namedRoutes('users.member', {
  list: route<{ query: typeof MemberListQuery; response: typeof MemberPage }>({
    service, method: 'GET', path: '/account-user/account-users', flags, paging: 'sort',
  }),
  /** Names the member by `userId` in the query (the record's id is the account user id). */
  update: route<{ query: typeof AccountUserQuery; body: typeof AccountUserChange; response: typeof AccountUserMessage }>({
    service, method: 'PUT', path: '/account-user/account-users', flags,
  }),
  replaceRoles: route<{ query: typeof AccountUserQuery; body: typeof AppRoleGrants; response: typeof Message }>({
    service, method: 'PUT', path: '/account-user/account-users-roles', flags,
  }),
  remove: route<{ params: typeof AccountUserIdParams; response: typeof Message }>({
    service, method: 'DELETE', path: '/account-user/:accountUserId', flags,
  }),
  summaries: route<{ query: typeof UserSummaryListQuery; response: typeof UserSummaryPage }>({
    service, method: 'GET', path: '/account-user/users', flags, paging: 'sort',
  }),
});

/** The account's invitations: listed, sent, resent, deleted, and the roles an invitation may grant. */
export const invitationRoutes = namedRoutes('users.invitation', {
  list: route<{ query: typeof InvitationListQuery; response: typeof InvitationPage }>({
    service, method: 'GET', path: '/account-user/invite-users', flags, paging: 'sort',
  }),
  invite: route<{ body: typeof InviteBody; response: typeof InvitationSent }>({
    service: 'auth', method: 'POST', path: '/invite-user', flags,
  }),
  resend: route<{ params: typeof InvitationIdParams; response: typeof Message }>({
    service, method: 'PUT', path: '/account-user/userinvitation/:id/resend', flags,
  }),
  remove: route<{ params: typeof InvitationIdParams; response: typeof Message }>({
    service, method: 'DELETE', path: '/account-user/userinvitation/:id', flags,
  }),
  roleChoices: route<{ query: typeof InviteRolesQuery; response: typeof InstanceRoleChoicesList }>({
    service, method: 'GET', path: '/account-user/invite-roles', flags,
  }),
});

/** Answers to an invitation by its key: the invitee's (no sign-in, no flag) and the inviter's resend. */
export const invitationKeyRoutes = namedRoutes('users.invitationKey', {
  accept: route<{ query: typeof KeyQuery; response: typeof AcceptOutcome }>({
    service, method: 'PUT', path: '/accept-invitation', flags: [],
  }),
  requestResend: route<{ query: typeof KeyQuery; response: typeof Message }>({
    service, method: 'PUT', path: '/resend-invitation-request', flags: [],
  }),
  /** view_user in the invitation's account, which the key names. */
  resend: route<{ query: typeof KeyQuery; response: typeof Message }>({
    service, method: 'PUT', path: '/resend-invitation', flags,
  }),
});
