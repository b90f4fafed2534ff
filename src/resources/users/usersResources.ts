// The Users page's lists as react-admin resources served by the domain's declared routes
// (contract/usersRoutes.ts): the account's members and its invitations, both in the `sort=field,asc`
// dialect. Both lists name the selected account in their accountId query (read at call time, so the
// roles' Members tab lists it without a filter). A member's change names them by user id in the
// query, and an invitation is created by the invite call: each traced as before.
import type { CreateParams, DataProvider, GetListParams, UpdateParams } from 'react-admin';
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { callDeclared } from '../../dataProviders/declaredCall';
import { trackActivity } from '../../dataProviders/activityTracker';
import type { SessionScope } from '../../session';
import { invitationRoutes, memberRoutes } from '../../../contract/usersRoutes';
import type { AccountUserView } from '../../../contract/users';
import type { BodyOf } from '../../../contract/routeTable';
import { ACCOUNT_USERS_RESOURCE, INVITATIONS_RESOURCE } from './usersAccess';
import type { InvitationPayload } from './invitationPayload';
import { accountIdOf, invitationCalls } from './usersDataProvider';

/** The resources as their routes declare them: their calls, and who may list and change them. */
export const usersDeclared: Record<string, DeclaredResource> = {
  [ACCOUNT_USERS_RESOURCE]: { list: memberRoutes.list, update: memberRoutes.update, delete: memberRoutes.remove },
  [INVITATIONS_RESOURCE]: { list: invitationRoutes.list, create: invitationRoutes.invite, delete: invitationRoutes.remove },
};

const inSelectedAccount = (scope: SessionScope, params: GetListParams): GetListParams =>
  ({ ...params, filter: { ...params.filter, accountId: accountIdOf(scope) } });

export function accountUsersProvider(scope: SessionScope): DataProvider {
  const declared = declaredResourceProvider(usersDeclared[ACCOUNT_USERS_RESOURCE]);
  return {
    ...declared,
    getList: (resource: string, params: GetListParams) => declared.getList(resource, inSelectedAccount(scope, params)),
    // The record's id is the account user id; the route names the member by user id.
    update: async (resource: string, params: UpdateParams) => {
      const previous = params.previousData as AccountUserView;
      const { userType, status } = { ...previous, ...params.data } as AccountUserView;
      const { data } = await callDeclared(memberRoutes.update, {
        query: { accountId: accountIdOf(scope) as number, userId: previous.userId },
        body: { userType, status } as BodyOf<typeof memberRoutes.update>,
      });
      trackActivity({ key: 'change.update', type: resource, status: 'success', action: 'update', folderName: resource });
      return { data };
    },
  } as DataProvider;
}

export function invitationsProvider(scope: SessionScope): DataProvider {
  const declared = declaredResourceProvider(usersDeclared[INVITATIONS_RESOURCE]);
  return {
    ...declared,
    ...invitationCalls,
    getList: (resource: string, params: GetListParams) => declared.getList(resource, inSelectedAccount(scope, params)),
    // Traced as an invitation sent to its address, as the invite call always was.
    create: async (resource: string, params: CreateParams) => {
      const payload = params.data as InvitationPayload;
      const { data } = await callDeclared(invitationRoutes.invite, { body: payload });
      trackActivity({ key: 'invitation.sent', params: { email: payload.toEmail }, type: resource, event: 'invite', status: 'success', action: 'create', folderName: resource });
      return { data };
    },
  } as DataProvider;
}
