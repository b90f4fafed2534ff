// The caller's accounts for the map (console-shell.md §2 maps): every account they are an active
// member of, with its country; its member count only where they hold view_dashboard, the flag that
// shows the same count on the account's dashboard. One query: the flags come from member_flags.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/connection';
import { ADMIN_APP } from '../../../../contract/appKinds';
import { ALL_PERMISSIONS } from '../../../../contract/sessionFlags';
import { VIEW_DASHBOARD } from '../../../../contract/dashboardFlags';
import { MAP_ACCOUNTS_LIMIT, type AccountMapView } from '../../../../contract/dashboard';

export async function accountMapOf(db: Db, userId: number): Promise<AccountMapView> {
  type Row = { account_id: number; business_name: string; country: string | null; members: number | string | null };
  const rows = await rowsOf<Row>(db, sql`
    select a.id as account_id, a.business_name, a.country,
      case when f.flags && array[${VIEW_DASHBOARD}, ${ALL_PERMISSIONS}]::text[]
        then (select count(*) from account_users m where m.account_id = a.id and m.status = 'ACTIVE') end as members
    from account_users au
    join accounts a on a.id = au.account_id
    left join lateral member_flags(a.id, ${userId}::int, ${ADMIN_APP}) f on true
    where au.user_id = ${userId} and au.status = 'ACTIVE'
    order by lower(a.business_name), a.id
    limit ${MAP_ACCOUNTS_LIMIT}`);
  return {
    accounts: rows.map((row) => ({
      accountId: row.account_id, businessName: row.business_name, country: row.country?.trim() ?? '',
      members: row.members === null ? null : Number(row.members),
    })),
  };
}
