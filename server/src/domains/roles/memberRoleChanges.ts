// A member's roles replaced in the instances granted (the roles tab's member roles, and the users
// domain's account-users-roles), under the membership rules of server/src/core/memberships.ts.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accountUsers } from '../../db/schema';
import { withMember, type Caller } from '../../core/memberships';
import { accountUserRoles } from './tables';
import type { CheckedGrant } from './roleGrants';

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
