// Reading accounts through the caller's memberships: every query starts from account_users filtered
// by the caller's user id, so another user's account is simply not found.
import { and, asc, count, desc, eq, ilike, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { preparedPerShape } from '../../db/preparedStatements';
import { accounts, accountUsers, membershipCounts } from '../../db/schema';
import { containsPattern, orderByClause, pageOffset, pageWithTotal, type Page, type SortSpec } from '../../http/paging';
import { ACCOUNT_SORT_FIELDS, type AccountView } from '../../../../contract/accounts';

export { ACCOUNT_SORT_FIELDS };

const viewColumns = {
  id: accounts.id,
  accountCode: accounts.accountCode,
  businessName: accounts.businessName,
  billingEmail: accounts.billingEmail,
  billAddress: accounts.billAddress,
  city: accounts.city,
  state: accounts.state,
  country: accounts.country,
  zipcode: accounts.zipcode,
  contactPhone: accounts.contactPhone,
  favicon: accounts.favicon,
  logo: accounts.logo,
  description: accounts.description,
  mode: accounts.mode,
  status: accounts.status,
  type: accounts.type,
  disableSelection: accounts.disableSelection,
  accountUserId: accountUsers.id,
  userType: accountUsers.userType,
  membershipStatus: accountUsers.status,
  isDefault: accountUsers.isDefault,
  createdAt: accounts.createdAt,
};

export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];
export const DEFAULT_ACCOUNT_SORT: SortSpec<AccountSortField> = { field: 'businessName', direction: 'asc' };

// Text columns sort case-insensitively (lower(business_name) is indexed).
const sortColumns = {
  businessName: sql`lower(${accounts.businessName})`,
  accountCode: accounts.accountCode,
  createdAt: accounts.createdAt,
  id: accounts.id,
  city: sql`lower(${accounts.city})`,
  country: sql`lower(${accounts.country})`,
};

const selectViews = (db: Db) => db.select(viewColumns).from(accountUsers)
  .innerJoin(accounts, eq(accounts.id, accountUsers.accountId));

type AccountRow = Awaited<ReturnType<typeof selectViews>>[number];

const toView = (row: AccountRow): AccountView => ({ ...row, createdAt: row.createdAt.toISOString() });

export interface MembershipListOptions extends Page {
  /** Only ACTIVE memberships (the account picker); otherwise every one (mode=view-all). */
  activeOnly: boolean;
  query?: string;
  sort: SortSpec<AccountSortField>;
}

export async function listMemberAccounts(db: Db, userId: number, options: MembershipListOptions) {
  const search = options.query?.trim();
  const pattern = search ? containsPattern(search) : '';
  const shape: ListShape = { activeOnly: options.activeOnly, searching: Boolean(search), sort: options.sort };
  const rows = await listStatement(db, shape).execute({
    userId, pattern, limit: options.size, offset: pageOffset(options.page, options.size),
  });
  const { rows: views, totalElements } = await pageWithTotal(rows, options.page,
    async () => (await countOf(db, membershipFilter(shape, userId, pattern), shape.searching))[0].n);
  return { content: views.map(toView), totalElements };
}

interface ListShape {
  activeOnly: boolean;
  searching: boolean;
  sort: SortSpec<AccountSortField>;
}

function membershipFilter(shape: ListShape, userId: unknown, pattern: unknown): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(accountUsers.userId, userId as number)];
  if (shape.activeOnly) filters.push(eq(accountUsers.status, 'ACTIVE'));
  if (shape.searching) {
    const p = pattern as string;
    filters.push(or(ilike(accounts.businessName, p), ilike(accounts.accountCode, p), ilike(accounts.billingEmail, p)));
  }
  return and(...filters);
}

// One prepared statement per list shape and database, so the SQL is built and parsed once; PostgreSQL
// still plans each execution for its user (see db/connection.ts): the console's busiest call.
const listStatement = preparedPerShape(
  (shape: ListShape) => `${shape.activeOnly ? 'active' : 'all'}_${shape.searching ? 'search' : 'browse'}_${shape.sort.field}_${shape.sort.direction}`,
  (db, shape, key) => prepareList(db, shape, `accounts_list_${key}`),
);

function prepareList(db: Db, shape: ListShape, name: string) {
  const userId = sql.placeholder('userId');
  // The total travels with the page (one round trip: PGlite answers one query at a time). Without a
  // search it is read from membership_counts (kept by a trigger); with one, every membership is
  // matched anyway, so a window count over the matches costs one pass instead of two.
  const total = shape.searching ? sql<number>`count(*) over()` : sql<number>`(${membershipTotal(db, userId, shape.activeOnly)})`;
  return db.select({ ...viewColumns, total: total.mapWith(Number) })
    .from(accountUsers).innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(membershipFilter(shape, userId, sql.placeholder('pattern')))
    .orderBy(...orderByClause(sortColumns, shape.sort, accounts.id))
    .limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
    .prepare(name);
}

/** The caller's number of memberships (ACTIVE ones only, or all), from the trigger-kept counts. */
function membershipTotal(db: Db, userId: unknown, activeOnly: boolean) {
  const mine = eq(membershipCounts.userId, userId as number);
  return db.select({ n: sql`coalesce(${sum(membershipCounts.n)}, 0)` }).from(membershipCounts)
    .where(activeOnly ? and(mine, eq(membershipCounts.status, 'ACTIVE')) : mine);
}

/** The memberships matching `where`; the accounts join only when the filter reads account columns. */
function countOf(db: Db, where: SQL | undefined, joinAccounts: boolean) {
  const base = db.select({ n: count() }).from(accountUsers);
  return joinAccounts ? base.innerJoin(accounts, eq(accounts.id, accountUsers.accountId)).where(where) : base.where(where);
}

/** The caller's default account, else their first ACTIVE one. */
export async function defaultMemberAccount(db: Db, userId: number): Promise<AccountView | undefined> {
  const [row] = await selectViews(db)
    .where(and(eq(accountUsers.userId, userId), eq(accountUsers.status, 'ACTIVE')))
    .orderBy(desc(accountUsers.isDefault), asc(accountUsers.id)).limit(1);
  return row && toView(row);
}

/** The account as the caller sees it, when they are an ACTIVE member of it. */
export async function activeMemberAccount(db: Db, userId: number, accountId: number): Promise<AccountView | undefined> {
  const [row] = await selectViews(db).where(and(
    eq(accountUsers.userId, userId), eq(accountUsers.accountId, accountId), eq(accountUsers.status, 'ACTIVE'),
  ));
  return row && toView(row);
}
