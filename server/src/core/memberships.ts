// An account's members are changed under the rules that keep an account manageable: nobody changes or
// removes their own membership, only a holder of allpermissions touches an owner (or makes one), and
// the last active OWNER is never demoted, deactivated or removed. The account row is locked for the
// check and the change, so two concurrent demotions cannot both pass. Memberships are the platform's
// core: the users domain changes members with these rules, the roles domain their roles.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { accounts, accountUsers } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { Tenant } from '../security/guard';
import { ALL_PERMISSIONS } from '../../../contract/sessionFlags';

export const OWN_MEMBERSHIP = 'You cannot change or remove your own membership';
export const LAST_OWNER = 'The account must keep at least one active owner';
export const OWNERS_ONLY = 'Only a user with all permissions can change an owner or make one';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Member = typeof accountUsers.$inferSelect;

export interface Caller {
  tenant: Tenant;
  userId: number;
}

/** Runs `work` on the member matching `which` in the caller's account, after the shared checks. */
export async function withMember<T>(db: Db, caller: Caller, which: SQL, touchesOwner: (m: Member) => boolean, work: (tx: Tx, m: Member) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, caller.tenant.accountId)).for('update');
    const [member] = await tx.select().from(accountUsers).where(and(eq(accountUsers.accountId, caller.tenant.accountId), which));
    if (!member) throw notFound('Account user');
    if (member.userId === caller.userId) throw badRequest(OWN_MEMBERSHIP);
    if (touchesOwner(member) && caller.tenant.flags[ALL_PERMISSIONS] !== true) throw forbidden(OWNERS_ONLY);
    return work(tx, member);
  });
}

export async function keepsAnOwner(tx: Tx, member: Member, staysActiveOwner: boolean): Promise<void> {
  if (staysActiveOwner || member.userType !== 'OWNER' || member.status !== 'ACTIVE') return;
  const [{ n }] = await tx.select({ n: count() }).from(accountUsers).where(and(
    eq(accountUsers.accountId, member.accountId), eq(accountUsers.userType, 'OWNER'), eq(accountUsers.status, 'ACTIVE'),
  ));
  if (n <= 1) throw badRequest(LAST_OWNER);
}
