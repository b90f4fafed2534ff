// Creating an account: the account, its creator as OWNER, and its AdminApp instance (whose roles
// give the console's flags). Shared by the account service and seeding.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accounts, accountUsers, appInstances, apps } from '../../db/schema';
import { ADMIN_APP } from '../../../../contract/appKinds';

export type Account = typeof accounts.$inferSelect;
export type NewAccount = Omit<typeof accounts.$inferInsert, 'id' | 'accountCode' | 'createdAt' | 'updatedAt' | 'createdBy'>;
export type UserType = 'OWNER' | 'DEVELOPER' | 'USER';

const newAccountCode = () => `ACC-${randomBytes(4).toString('hex').toUpperCase()}`;

export async function createAccount(db: Db, ownerUserId: number, values: NewAccount): Promise<{ account: Account; accountUserId: number }> {
  return db.transaction(async (tx) => {
    const [account] = await tx.insert(accounts).values({ ...values, accountCode: newAccountCode(), createdBy: ownerUserId }).returning();
    const [membership] = await tx.insert(accountUsers).values({ accountId: account.id, userId: ownerUserId, userType: 'OWNER' }).returning();
    const [adminApp] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.name, ADMIN_APP));
    if (!adminApp) throw new Error('AdminApp is missing: bootstrapPlatform must run first');
    await tx.insert(appInstances).values({
      accountId: account.id, appId: adminApp.id, status: 'ACTIVE', subscriptionTerm: 'ALLTIME',
      name: ADMIN_APP, type: 'app', userCreated: ownerUserId, userUpdated: ownerUserId,
    });
    return { account, accountUserId: membership.id };
  });
}

export async function addMember(db: Db, accountId: number, userId: number, userType: UserType): Promise<number> {
  const [row] = await db.insert(accountUsers).values({ accountId, userId, userType })
    .onConflictDoNothing().returning({ id: accountUsers.id });
  if (row) return row.id;
  const [existing] = await db.select({ id: accountUsers.id }).from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  return existing.id;
}
