// The invitations' calls beside their list (usersResources.ts), each by its declaration
// (contract/usersRoutes.ts): the roles an invitation may grant, and a resend.
import type { DataProvider } from 'react-admin';
import { callDeclared } from '../../dataProviders/declaredCall';
import { trackActivity } from '../../dataProviders/activityTracker';
import type { SessionScope } from '../../session';
import { invitationRoutes } from '../../../contract/usersRoutes';
import type { InstanceRoleChoices } from '../../../contract/users';

export interface InvitationCalls {
  /** The roles each of the selected account's app instances offers. */
  getRoleChoices(resource: string): Promise<InstanceRoleChoices[]>;
  /** Mails it again, renewing an expired one. */
  resendInvitation(resource: string, id: number): Promise<{ message: string }>;
}

export type InvitationsDataProvider = DataProvider & InvitationCalls;

/** The selected account, read at call time; undefined before one is picked (the server answers 400). */
export const accountIdOf = (scope: SessionScope) => (scope().accountId ? Number(scope().accountId) : undefined);

export function invitationCalls(scope: SessionScope): InvitationCalls {
  return {
    async getRoleChoices() {
      return callDeclared(invitationRoutes.roleChoices, { query: { accountId: accountIdOf(scope) as number } });
    },
    async resendInvitation(resource, id) {
      const answer = await callDeclared(invitationRoutes.resend, { params: { id } });
      trackActivity({ key: 'invitation.resent', type: resource, event: 'resend', status: 'success', action: 'update', folderName: resource });
      return answer;
    },
  };
}
