// Reading accounts through the caller's memberships: every query starts from account_users filtered
// by the caller's user id, so another user's account is simply not found.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accounts, accountUsers } from '../../db/schema';
import { containsPattern, orderByClause, pageOffset, type Page, type SortSpec } from '../../http/paging';
import type { AccountView } from './schemas';

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

export const ACCOUNT_SORT_FIELDS = ['businessName', 'accountCode', 'createdAt', 'id', 'city', 'country'] as const;
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
  const filters: (SQL | undefined)[] = [eq(accountUsers.userId, userId)];
  if (options.activeOnly) filters.push(eq(accountUsers.status, 'ACTIVE'));
  const search = options.query?.trim();
  if (search) {
    const pattern = containsPattern(search);
    filters.push(or(ilike(accounts.businessName, pattern), ilike(accounts.accountCode, pattern), ilike(accounts.billingEmail, pattern)));
  }
  const where = and(...filters);
  // The total travels with the page (one round trip: PGlite answers one query at a time). Without a
  // search it is an index-only count of the caller's memberships; with one, every membership is
  // matched anyway, so a window count over the matches costs one pass instead of two.
  const total = search ? sql<number>`count(*) over()` : sql<number>`(${countOf(db, where, false)})`;
  const rows = await db.select({ ...viewColumns, total: total.mapWith(Number) })
    .from(accountUsers).innerJoin(accounts, eq(accounts.id, accountUsers.accountId)).where(where)
    .orderBy(...orderByClause(sortColumns, options.sort, accounts.id))
    .limit(options.size).offset(pageOffset(options.page, options.size));
  // A page past the end has no row to carry the total.
  const totalElements = rows[0]?.total ?? (options.page > 0 ? (await countOf(db, where, Boolean(search)))[0].n : 0);
  return { content: rows.map(({ total: _total, ...row }) => toView(row)), totalElements };
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
