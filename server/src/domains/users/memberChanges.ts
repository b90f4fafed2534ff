// Changing and removing an account's members (console-shell.md §3), under the membership rules of
// server/src/core/memberships.ts.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accountUsers } from '../../db/schema';
import { keepsAnOwner, withMember, type Caller } from '../../core/memberships';
import { flagsChanged } from '../../core/flagsChanged';

export interface MemberChange {
  userType?: string;
  status?: string;
}

/**
 * Applies a type or status change; answers whether it restored an INACTIVE member. Either changes the
 * member's flags (another type has other default roles), so their open consoles are told.
 */
export async function changeMember(db: Db, caller: Caller, userId: number, change: MemberChange): Promise<{ restored: boolean }> {
  const changed = await withMember(db, caller, eq(accountUsers.userId, userId),
    (m) => m.userType === 'OWNER' || change.userType === 'OWNER',
    async (tx, member) => {
      const userType = change.userType ?? member.userType;
      const status = change.status ?? member.status;
      await keepsAnOwner(tx, member, userType === 'OWNER' && status === 'ACTIVE');
      await tx.update(accountUsers).set({ userType, status, updatedAt: sql`now()` }).where(eq(accountUsers.id, member.id));
      return { restored: member.status === 'INACTIVE' && status === 'ACTIVE' };
    });
  await flagsChanged(db, [userId]);
  return changed;
}

export async function removeMember(db: Db, caller: Caller, accountUserId: number): Promise<void> {
  await withMember(db, caller, eq(accountUsers.id, accountUserId), (m) => m.userType === 'OWNER', async (tx, member) => {
    await keepsAnOwner(tx, member, false);
    await tx.delete(accountUsers).where(eq(accountUsers.id, member.id));
  });
}
