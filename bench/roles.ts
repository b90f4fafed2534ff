// Roles figures (issue 11): GET /app/developerApp/effectivePermissions p50/p99 and requests/s at 50
// connections, for a member of an app instance whose 50 custom roles are all assigned to them, over
// an app with 200 permissions, on the embedded database and on PostgreSQL (budget: p99 under 20 ms
// there). Two shapes: `typical`, each role holding 20 permissions (every permission granted by 5 of
// the member's roles), and `worstCase`, every role holding all 200 (10,000 role-permission links,
// each permission granted by all 50 roles). The answer is cached per replica until a grant changes
// (roles/grantsCache.ts), so both shapes cost the guard and one stamp lookup; the two floors say what
// any guarded route costs here. run.ts passes its server and load helpers in.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/connection';
import { bootstrapPlatform } from '../server/src/seed/bootstrap';
import { createUser } from '../server/src/core/userRecords';
import { addMember, createAccount } from '../server/src/domains/accounts/api';
import { appInstances, apps } from '../server/src/db/schema';
import { accountUserRoles, appInstanceRolePermissions, appInstanceRoles, appPermissions } from '../server/src/domains/roles/tables';
import type { BenchKit } from './developerPortal';
import { onBothDatabases, type Target } from './bothDatabases';

const ROLES_OWNER = { username: 'roles-bench@demo.local', password: 'Bench@1234' };
export const ROLES = 50;
export const PERMISSIONS = 200;
const OTHER_MEMBERS = 200;

interface Shape { name: string; permissionsPerRole: number }
const SHAPES: Shape[] = [{ name: 'typical', permissionsPerRole: 20 }, { name: 'worstCase', permissionsPerRole: PERMISSIONS }];

/** The owner's account, one app per shape (200 permissions, subscribed, 50 roles all assigned to one member). */
interface Seeded { accountUserId: number; instances: Record<string, number> }

export async function seedRoles(target: Target): Promise<Seeded> {
  const database = await openDatabase(target);
  try {
    const db = database.db;
    await bootstrapPlatform(db);
    const owner = await createUser(db, { ...ROLES_OWNER, firstName: 'Roles', lastName: 'Bench' });
    const { account } = await createAccount(db, owner.id, {
      businessName: 'Roles Bench Ltd', billingEmail: ROLES_OWNER.username, billAddress: '1 Bench Road', city: 'Nantes',
      state: 'PdL', country: 'FR', zipcode: '44000', contactPhone: '+33 2 12 34 56 78', description: 'Bench account with many roles',
    });
    const members: number[] = [];
    const instances: Record<string, number> = {};
    for (let n = 0; n <= OTHER_MEMBERS; n++) {
      const user = await createUser(db, { username: `roles-member${n}@bench.example`, firstName: 'Member', lastName: String(n) });
      members.push(await addMember(db, account.id, user.id, 'USER'));
    }
    for (const shape of SHAPES) {
      const [app] = await db.insert(apps).values({ name: `Roles Bench ${shape.name}`, type: 'app', status: 'ACTIVE', published: 'PUBLISHED' })
        .returning({ id: apps.id });
      const [instance] = await db.insert(appInstances).values({ accountId: account.id, appId: app.id, status: 'ACTIVE' })
        .returning({ id: appInstances.id });
      instances[shape.name] = instance.id;
      const permissions = await db.insert(appPermissions).values(Array.from({ length: PERMISSIONS }, (_, i) => ({
        appId: app.id, permissionName: `permission_${String(i).padStart(3, '0')}`, displayLabel: `Permission ${i}`,
      }))).returning({ id: appPermissions.id });
      const roles = await db.insert(appInstanceRoles).values(Array.from({ length: ROLES }, (_, i) => ({
        appInstanceId: instance.id, appId: app.id, roleName: `Role ${i}`,
      }))).returning({ id: appInstanceRoles.id });
      for (const [r, role] of roles.entries()) {
        await db.insert(appInstanceRolePermissions).values(Array.from({ length: shape.permissionsPerRole }, (_, k) => ({
          appInstanceRoleId: role.id, appInstanceId: instance.id, appId: app.id,
          appPermissionId: permissions[(r * 4 + k) % PERMISSIONS].id,
        })));
      }
      // The measured member holds all 50 roles; the others one role each.
      await db.insert(accountUserRoles).values([
        ...roles.map((role) => ({ accountUserId: members[0], appInstanceId: instance.id, appId: app.id, appInstanceRoleId: role.id })),
        ...members.slice(1).map((m, i) => ({ accountUserId: m, appInstanceId: instance.id, appId: app.id, appInstanceRoleId: roles[i % ROLES].id })),
      ]);
    }
    await db.execute(sql`VACUUM ANALYZE`);
    return { accountUserId: members[0], instances };
  } finally {
    await database.close();
  }
}

async function measure(kit: BenchKit, seeded: Seeded) {
  const res = await fetch(`${kit.base}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ROLES_OWNER),
  });
  const body = (await res.json()) as { token: { accessToken: string }; userId: number };
  const auth = { Authorization: `Bearer ${body.token.accessToken}` };
  const accounts = await fetch(`${kit.base}/users/accounts?userId=${body.userId}&page=0&size=1`, { headers: auth });
  const [account] = ((await accounts.json()) as { content: { id: number; accountUserId: number }[] }).content;
  const headers = { ...auth, accountId: String(account.id), accountUserId: String(account.accountUserId) };
  // The floors on this machine at this moment: an authenticated call that reads nothing else, and
  // one through the account guard (the caller's membership and flags, one query) that reads one row.
  const tokenCheck = `${kit.base}/manage/auth/tokenCheck`;
  const guarded = `${kit.base}/app/developerApp/userRolesPermissionList?appName=AdminApp`;
  await kit.load(tokenCheck, auth);
  const figures: Record<string, unknown> = { floorTokenCheck: await kit.load(tokenCheck, auth), floorGuardedRead: await kit.load(guarded, headers) };
  for (const shape of SHAPES) {
    const url = `${kit.base}/app/developerApp/effectivePermissions?appInstanceId=${seeded.instances[shape.name]}&accountUserId=${seeded.accountUserId}`;
    const answer = await fetch(url, { headers });
    if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
    const received = Buffer.from(await answer.arrayBuffer());
    const sample = JSON.parse(received.toString('utf8')) as { permissions: { grantedBy: unknown[] }[] };
    await kit.load(url, headers); // warm-up: caches and the JIT, not measured
    figures[shape.name] = {
      permissionsPerRole: shape.permissionsPerRole, permissionsHeld: sample.permissions.length, answerBytes: received.length,
      grants: sample.permissions.reduce((n, p) => n + p.grantedBy.length, 0), ...(await kit.load(url, headers)),
    };
  }
  return figures;
}

export async function measureRoles(kit: BenchKit) {
  return {
    roles: ROLES, permissions: PERMISSIONS, connections: 50, budgetP99MsPostgres: 20,
    ...(await onBothDatabases(kit, 'roles', seedRoles, (seeded) => measure(kit, seeded))),
  };
}
