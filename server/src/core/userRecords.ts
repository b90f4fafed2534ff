// Creating and finding platform users; shared by the auth service, the account service and seeding.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import { hashPassword } from '../security/passwords';

export type User = typeof users.$inferSelect;

export interface NewUser {
  username: string;
  email?: string;
  password?: string;
  /** An argon2 hash made beforehand, so a transaction is not held open while hashing. */
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
  emailVerified?: boolean;
  /** Single sign-on users: the provider and its subject identifier. */
  ssoSystem?: string;
  ssoUserId?: string;
}

export async function createUser(db: Db, input: NewUser): Promise<User> {
  const [user] = await db.insert(users).values({
    username: input.username,
    email: input.email ?? input.username,
    passwordHash: input.passwordHash ?? (input.password ? await hashPassword(input.password) : null),
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    emailVerified: input.emailVerified ?? true,
    ssoSystem: input.ssoSystem,
    ssoUserId: input.ssoUserId,
  }).returning();
  return user;
}

export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return user;
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}
