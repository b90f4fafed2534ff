// Members' names for the roles views.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accountUsers, users } from '../../db/schema';

export interface Person { firstName: string; lastName: string; email: string }

export async function peopleNamed(db: Db, accountUserIds: number[]): Promise<Map<number, Person>> {
  if (accountUserIds.length === 0) return new Map();
  const rows = await db.select({ id: accountUsers.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(accountUsers).innerJoin(users, eq(users.id, accountUsers.userId)).where(inArray(accountUsers.id, accountUserIds));
  return new Map(rows.map(({ id, ...person }) => [id, person]));
}
