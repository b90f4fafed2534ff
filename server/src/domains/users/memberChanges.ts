// Changing and removing an account's members, with the rules that keep an account manageable:
// nobody changes or removes their own membership here, only a holder of allpermissions touches an
// owner (or makes one), and the last active OWNER is never demoted, deactivated or removed. The
// account row is locked for the check and the change, so two concurrent demotions cannot both pass.
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accounts, accountUsers } from '../../db/schema';
import { accountUserRoles } from '../roles/api';
import type { CheckedGrant } from './roleGrants';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Tenant } from '../../security/guard';
import { ALL_PERMISSIONS } from '../../../../contract/sessionFlags';

export const OWN_MEMBERSHIP = 'You cannot change or remove your own membership';
export const LAST_OWNER = 'The account must keep at least one active owner';
export const OWNERS_ONLY = 'Only a user with all permissions can change an owner or make one';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Member = typeof accountUsers.$inferSelect;

export interface Caller {
  tenant: Tenant;
  userId: number;
}

export interface MemberChange {
  userType?: string;
  status?: string;
}

/** Runs `work` on the member matching `which` in the caller's account, after the shared checks. */
async function withMember<T>(db: Db, caller: Caller, which: SQL, touchesOwner: (m: Member) => boolean, work: (tx: Tx, m: Member) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, caller.tenant.accountId)).for('update');
    const [member] = await tx.select().from(accountUsers).where(and(eq(accountUsers.accountId, caller.tenant.accountId), which));
    if (!member) throw notFound('Account user');
    if (member.userId === caller.userId) throw badRequest(OWN_MEMBERSHIP);
    if (touchesOwner(member) && caller.tenant.flags[ALL_PERMISSIONS] !== true) throw forbidden(OWNERS_ONLY);
    return work(tx, member);
  });
}

async function keepsAnOwner(tx: Tx, member: Member, staysActiveOwner: boolean): Promise<void> {
  if (staysActiveOwner || member.userType !== 'OWNER' || member.status !== 'ACTIVE') return;
  const [{ n }] = await tx.select({ n: count() }).from(accountUsers).where(and(
    eq(accountUsers.accountId, member.accountId), eq(accountUsers.userType, 'OWNER'), eq(accountUsers.status, 'ACTIVE'),
  ));
  if (n <= 1) throw badRequest(LAST_OWNER);
}

/** Applies a type or status change; answers whether it restored an INACTIVE member. */
export async function changeMember(db: Db, caller: Caller, userId: number, change: MemberChange): Promise<{ restored: boolean }> {
  return withMember(db, caller, eq(accountUsers.userId, userId),
    (m) => m.userType === 'OWNER' || change.userType === 'OWNER',
    async (tx, member) => {
      const userType = change.userType ?? member.userType;
      const status = change.status ?? member.status;
      await keepsAnOwner(tx, member, userType === 'OWNER' && status === 'ACTIVE');
      await tx.update(accountUsers).set({ userType, status, updatedAt: sql`now()` }).where(eq(accountUsers.id, member.id));
      return { restored: member.status === 'INACTIVE' && status === 'ACTIVE' };
    });
}

export async function removeMember(db: Db, caller: Caller, accountUserId: number): Promise<void> {
  await withMember(db, caller, eq(accountUsers.id, accountUserId), (m) => m.userType === 'OWNER', async (tx, member) => {
    await keepsAnOwner(tx, member, false);
    await tx.delete(accountUsers).where(eq(accountUsers.id, member.id));
  });
}

/** Replaces the member's roles in each granted instance (an empty grant removes them: defaults apply). */
export async function replaceMemberRoles(
  db: Db, caller: Caller, userId: number, grants: CheckedGrant[], grantsAllPermissions: boolean,
): Promise<void> {
  await withMember(db, caller, eq(accountUsers.userId, userId), (m) => m.userType === 'OWNER' || grantsAllPermissions,
    async (tx, member) => {
      const instanceIds = grants.map((g) => g.appInstanceId);
      if (instanceIds.length === 0) return;
      await tx.delete(accountUserRoles)
        .where(and(eq(accountUserRoles.accountUserId, member.id), inArray(accountUserRoles.appInstanceId, instanceIds)));
      const base = (g: CheckedGrant) => ({
        accountUserId: member.id, appInstanceId: g.appInstanceId, appId: g.appId, userCreated: caller.userId, userUpdated: caller.userId,
      });
      const rows = grants.flatMap((g) => [
        ...g.appInstanceRoleIds.map((id) => ({ ...base(g), appInstanceRoleId: id })),
        ...g.defaultRoleIds.map((id) => ({ ...base(g), appDefaultUserRoleId: id })),
      ]);
      if (rows.length > 0) await tx.insert(accountUserRoles).values(rows);
    });
}
