// Whether an account can be picked, and what picking it hands to the account switch.
import type { AccountView } from '../../../contract/accounts';

/** Why an account cannot be selected (a messages key under accounts.selectionBlocked), or undefined. */
export type SelectionBlock = 'disabled' | 'inactive';

export function selectionBlock(account: Pick<AccountView, 'disableSelection' | 'membershipStatus'>): SelectionBlock | undefined {
  if (account.disableSelection) return 'disabled';
  if (account.membershipStatus === 'INACTIVE') return 'inactive';
  return undefined;
}

export const toSelectedAccount = (account: AccountView) => ({
  id: account.id,
  accountCode: account.accountCode,
  businessName: account.businessName,
  disableSelection: account.disableSelection,
  accountUserId: account.accountUserId,
  userType: account.userType,
});
