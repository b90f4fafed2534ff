// Reading an account's users and invitations. Every query is filtered by the verified account id
// first; sort fields are whitelisted and mapped to columns here.
import { and, count, eq, gt, ilike, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { preparedPerShape } from '../../db/preparedStatements';
import { accountUsers, memberCounts, users } from '../../db/schema';
import { userInvitations } from './tables';
import { containsPattern, orderByClause, pageOffset, pageWithTotal, type Page, type SortSpec } from '../../http/paging';
import {
  INVITATION_SORT_FIELDS, MEMBER_SORT_FIELDS, USER_SORT_FIELDS, type AccountUserView, type InvitationView,
} from '../../../../contract/users';

export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];
/** Membership order: read from the (account_id, id) index, so the first page never sorts every member. */
export const DEFAULT_MEMBER_SORT: SortSpec<MemberSortField> = { field: 'id', direction: 'asc' };

const memberColumns = {
  id: accountUsers.id,
  accountUserId: accountUsers.id,
  accountId: accountUsers.accountId,
  userId: accountUsers.userId,
  userType: accountUsers.userType,
  status: accountUsers.status,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: accountUsers.createdAt,
};

const memberSortColumns = {
  id: accountUsers.id,
  firstName: sql`lower(${users.firstName})`,
  lastName: sql`lower(${users.lastName})`,
  email: sql`lower(${users.email})`,
  username: sql`lower(${users.username})`,
  userType: accountUsers.userType,
  status: accountUsers.status,
  createdAt: accountUsers.createdAt,
};

/**
 * Ties on a user column are broken by the user's id (one membership per user in an account), so a
 * page sorted by name is read in order from the users' (lower(name), id) indexes.
 */
const memberTiebreaker = (field: MemberSortField) =>
  ['firstName', 'lastName', 'email', 'username'].includes(field) ? users.id : accountUsers.id;

type MemberRow = { [K in keyof typeof memberColumns]: (typeof memberColumns)[K]['_']['data'] };
const toMemberView = (row: MemberRow): AccountUserView => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The search: username and names, each with a trigram index (email is the username unless changed). */
const userSearch = (pattern: unknown): SQL | undefined =>
  or(ilike(users.username, pattern as string), ilike(users.firstName, pattern as string), ilike(users.lastName, pattern as string));

export interface MemberFilter {
  userType?: string;
  status?: string;
  query?: string;
}

interface MemberShape {
  byStatus: boolean;
  byType: boolean;
  searching: boolean;
  sort: SortSpec<MemberSortField>;
}

function memberWhere(shape: MemberShape): SQL | undefined {
  return and(
    eq(accountUsers.accountId, sql.placeholder('accountId') as unknown as number),
    shape.byStatus ? eq(accountUsers.status, sql.placeholder('status') as unknown as string) : undefined,
    shape.byType ? eq(accountUsers.userType, sql.placeholder('userType') as unknown as string) : undefined,
    shape.searching ? userSearch(sql.placeholder('pattern')) : undefined,
  );
}

// Prepared once per list shape and database, so the SQL is built and parsed once; PostgreSQL still
// plans each execution for its account (see db/connection.ts).
function prepareMembers(db: Db, shape: MemberShape, key: string) {
  const where = memberWhere(shape);
  const countedTotal = db.select({ n: sql<number>`coalesce(${sum(memberCounts.n)}, 0)`.mapWith(Number) }).from(memberCounts).where(and(
    eq(memberCounts.accountId, sql.placeholder('accountId') as unknown as number),
    shape.byStatus ? eq(memberCounts.status, sql.placeholder('status') as unknown as string) : undefined,
    shape.byType ? eq(memberCounts.userType, sql.placeholder('userType') as unknown as string) : undefined,
  ));
  // The total travels with the page (one round trip). Without a search it is read from
  // member_counts (kept by a trigger); with one, a window count over the matches (a search is
  // selective, and reads the users' trigram indexes).
  const total = shape.searching ? sql<number>`count(*) over()` : sql<number>`(${countedTotal})`;
  const page = db.select({ ...memberColumns, total: total.mapWith(Number) })
    .from(accountUsers).innerJoin(users, eq(users.id, accountUsers.userId))
    .where(where).orderBy(...orderByClause(memberSortColumns, shape.sort, memberTiebreaker(shape.sort.field)))
    .limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
    .prepare(`account_users_page_${key}`);
  // A page past the end has no row to carry the total.
  const pastTheEnd = (shape.searching
    ? db.select({ n: count() }).from(accountUsers).innerJoin(users, eq(users.id, accountUsers.userId)).where(where)
    : countedTotal).prepare(`account_users_total_${key}`);
  return { page, pastTheEnd };
}

const membersStatements = preparedPerShape(
  (shape: MemberShape) => `${shape.byStatus}_${shape.byType}_${shape.searching}_${shape.sort.field}_${shape.sort.direction}`,
  prepareMembers,
);

export async function listMembers(db: Db, accountId: number, filter: MemberFilter, page: Page, sort: SortSpec<MemberSortField>) {
  const search = filter.query?.trim();
  const shape = { byStatus: Boolean(filter.status), byType: Boolean(filter.userType), searching: Boolean(search), sort };
  const { page: pageStatement, pastTheEnd } = membersStatements(db, shape);
  const values = { accountId, status: filter.status, userType: filter.userType, pattern: search ? containsPattern(search) : undefined };
  const rows = await pageStatement.execute({ ...values, limit: page.size, offset: pageOffset(page.page, page.size) });
  const { rows: members, totalElements } = await pageWithTotal(rows, page.page, async () => (await pastTheEnd.execute(values))[0].n);
  return { content: members.map(toMemberView), totalElements };
}

export async function findMember(db: Db, accountId: number, where: SQL): Promise<AccountUserView | undefined> {
  const [row] = await db.select(memberColumns).from(accountUsers).innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), where));
  return row && toMemberView(row);
}

export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const DEFAULT_USER_SORT: SortSpec<UserSortField> = { field: 'firstName', direction: 'asc' };

/** The account's users as summaries (id, names, email), for pickers. */
export async function listUserSummaries(db: Db, accountId: number, query: string | undefined, page: Page, sort: SortSpec<UserSortField>) {
  const search = query?.trim();
  const where = and(eq(accountUsers.accountId, accountId), search ? userSearch(containsPattern(search)) : undefined);
  const sortColumns = { ...memberSortColumns, id: users.id };
  const rows = await db.select({
    id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username, email: users.email,
    total: sql<number>`count(*) over()`.mapWith(Number),
  }).from(accountUsers).innerJoin(users, eq(users.id, accountUsers.userId))
    .where(where).orderBy(...orderByClause(sortColumns, sort, users.id))
    .limit(page.size).offset(pageOffset(page.page, page.size));
  const { rows: content, totalElements } = await pageWithTotal(rows, page.page,
    async () => (await db.select({ n: count() }).from(accountUsers).innerJoin(users, eq(users.id, accountUsers.userId)).where(where))[0].n);
  return { content, totalElements };
}

export type InvitationSortField = (typeof INVITATION_SORT_FIELDS)[number];
export const DEFAULT_INVITATION_SORT: SortSpec<InvitationSortField> = { field: 'createdAt', direction: 'desc' };

const invitationSortColumns = {
  createdAt: userInvitations.createdAt,
  email: sql`lower(${userInvitations.email})`,
  userType: userInvitations.userType,
  expiresAt: userInvitations.expiresAt,
  id: userInvitations.id,
};

/** The state filter: EXPIRED and PENDING are both stored PENDING, told apart by the expiry. */
function stateWhere(state: string | undefined): SQL | undefined {
  switch (state) {
    case 'PENDING': return and(eq(userInvitations.status, 'PENDING'), gt(userInvitations.expiresAt, sql`now()`));
    case 'EXPIRED': return and(eq(userInvitations.status, 'PENDING'), lte(userInvitations.expiresAt, sql`now()`));
    case undefined: return undefined;
    default: return eq(userInvitations.status, state);
  }
}

type InvitationRow = typeof userInvitations.$inferSelect;

export function invitationState(row: Pick<InvitationRow, 'status' | 'expiresAt'>, now = Date.now()): InvitationView['state'] {
  if (row.status === 'PENDING') return row.expiresAt.getTime() <= now ? 'EXPIRED' : 'PENDING';
  return row.status === 'ACCEPTED' ? 'ACCEPTED' : 'DELETED';
}

/** An invitation as the Users page shows it: never its key, which is the invitee's secret. */
export const toInvitationView = (row: InvitationRow): InvitationView => ({
  id: row.id, email: row.email, roleId: row.roleId, roleName: row.roleName, userType: row.userType,
  appRoles: row.appRoles ?? null, state: invitationState(row), invitedBy: row.invitedBy,
  expiresAt: row.expiresAt.toISOString(), acceptedAt: row.acceptedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString(),
});

export interface InvitationFilter {
  state?: string;
  userType?: string;
  query?: string;
}

export async function listInvitations(db: Db, accountId: number, filter: InvitationFilter, page: Page, sort: SortSpec<InvitationSortField>) {
  const search = filter.query?.trim();
  const where = and(
    eq(userInvitations.accountId, accountId),
    stateWhere(filter.state),
    filter.userType ? eq(userInvitations.userType, filter.userType) : undefined,
    search ? or(ilike(userInvitations.email, containsPattern(search)), ilike(userInvitations.roleName, containsPattern(search))) : undefined,
  );
  const rows = await db.select().from(userInvitations).where(where)
    .orderBy(...orderByClause(invitationSortColumns, sort, userInvitations.id))
    .limit(page.size).offset(pageOffset(page.page, page.size));
  const [{ n }] = await db.select({ n: count() }).from(userInvitations).where(where);
  return { content: rows.map(toInvitationView), totalElements: n };
}
