// The invitations' calls beside their list (usersResources.ts), each by its declaration
// (contract/usersRoutes.ts): a resend, and the roles an invitation may grant as a resource of their own.
import type { DataProvider, GetListParams } from 'react-admin';
import { callDeclared } from '../../dataProviders/declaredCall';
import { trackActivity } from '../../dataProviders/activityTracker';
import { recordsProvider } from '../../dataProviders/recordsProvider';
import { wholeList } from '../../dataProviders/pagingQuery';
import type { SessionScope } from '../../session';
import { invitationRoutes } from '../../../contract/usersRoutes';
import { INVITE_ROLES_RESOURCE } from './usersAccess';

export interface InvitationCalls {
  /** Mails it again, renewing an expired one. */
  resendInvitation(resource: string, id: number): Promise<{ message: string }>;
}

export type InvitationsDataProvider = DataProvider & InvitationCalls;

/** The selected account, read at call time; undefined before one is picked (the server answers 400). */
export const accountIdOf = (scope: SessionScope) => (scope().accountId ? Number(scope().accountId) : undefined);

export const invitationCalls: InvitationCalls = {
  async resendInvitation(resource, id) {
    const answer = await callDeclared(invitationRoutes.resend, { params: { id } });
    trackActivity({ key: 'invitation.resent', type: resource, event: 'resend', status: 'success', action: 'update', folderName: resource });
    return answer;
  },
};

/**
 * The roles each of the selected account's app instances offers an invitation, one record per
 * instance (its id the instance's), all at once. Like the users lists, the call names the selected
 * account, read at call time, whatever the filter's `accountId` (which keys react-admin's cache).
 */
export function inviteRolesProvider(scope: SessionScope): DataProvider {
  return recordsProvider(INVITE_ROLES_RESOURCE, {
    getList: async (_resource: string, _params: GetListParams) => {
      const instances = await callDeclared(invitationRoutes.roleChoices, { query: { accountId: accountIdOf(scope) as number } });
      return wholeList(instances.map((instance) => ({ ...instance, id: instance.appInstanceId })));
    },
  });
}
