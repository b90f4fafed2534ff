// ADMIN_USERNAME + ADMIN_PASSWORD: the platform's first owner, with an account of their own.
// Created once; an existing user is left as it is (its password is never reset from the environment).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { accountUsers } from '../db/schema';
import { createAccount } from '../domains/accounts/accountRecords';
import { createUser, findUserByUsername } from '../core/userRecords';
import { passwordProblems } from '../security/passwords';
import { withSeedLock } from './bootstrap';

export async function seedAdminOwner(db: Db, username: string, password: string): Promise<string[]> {
  const problem = passwordProblems(password);
  const created = await withSeedLock(db, async (tx) => {
    if (await findUserByUsername(tx, username)) return false;
    if (problem) throw new Error(`ADMIN_PASSWORD is not accepted: ${problem}`);
    const user = await createUser(tx, { username, email: username, password, firstName: username.split('@')[0], emailVerified: true });
    const { account } = await createAccount(tx, user.id, { businessName: username, billingEmail: username.includes('@') ? username : null });
    await tx.update(accountUsers).set({ isDefault: true })
      .where(and(eq(accountUsers.accountId, account.id), eq(accountUsers.userId, user.id)));
    return true;
  });
  return created
    ? [`Admin sign-in: ${username} with the ADMIN_PASSWORD you set (owner of the account "${username}")`]
    : [`Admin sign-in: ${username} (already exists; ADMIN_PASSWORD was not applied to it)`];
}
