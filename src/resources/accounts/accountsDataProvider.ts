// The accounts resource's calls beside its list and changes (accountsResources.ts), each by its
// declaration (contract/accountsRoutes.ts): the user's default account, read and set.
import type { DataProvider, Identifier } from 'react-admin';
import { callDeclared } from '../../dataProviders/declaredCall';
import { trackActivity } from '../../dataProviders/activityTracker';
import type { SessionScope } from '../../session';
import { accountRoutes } from '../../../contract/accountsRoutes';
import type { AccountView } from '../../../contract/accounts';

/** The calls name the signed-in user, read from `scope` at call time. */
export const userIdQuery = (scope: SessionScope) => ({ userId: scope().userId ? Number(scope().userId) : undefined });

export interface AccountCalls {
  /** Makes (or stops making) the account the user's default. */
  setDefaultAccount(resource: string, params: { id: Identifier; isDefault: boolean }): Promise<{ message: string }>;
  /** The user's default account, else their first active one; null when they have none. */
  getDefaultAccount(resource: string): Promise<AccountView | null>;
}

export type AccountsDataProvider = DataProvider & AccountCalls;

export function accountCalls(scope: SessionScope): AccountCalls {
  return {
    async setDefaultAccount(resource, { id, isDefault }) {
      const answer = await callDeclared(accountRoutes.setDefault, {
        params: { id: Number(id) },
        query: { ...userIdQuery(scope), defaultValue: isDefault },
      });
      trackActivity({ key: 'account.madeDefault', type: resource, event: 'default-account', status: 'success', action: 'update' });
      return answer;
    },
    async getDefaultAccount() {
      try {
        return await callDeclared(accountRoutes.defaultOne, { query: userIdQuery(scope) });
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  };
}
