// Developer portal figures (issue 4): GET /app/developerApp/apps p50/p99 at 50 connections with
// 10,000 apps in the caller's account, on the embedded database and on PostgreSQL; its first row in
// Chromium is measured beside the react-admin tutorial's (bench/firstRow.ts, which seeds with
// seedPortal). run.ts passes its server and load helpers in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/connection';
import { bootstrapPlatform } from '../server/src/seed/bootstrap';
import { createUser } from '../server/src/core/userRecords';
import { createAccount } from '../server/src/domains/accounts/api';
import { appInstances, apps } from '../server/src/db/schema';
import { ADMIN_APP } from '../contract/appKinds';

const PORTAL_USER = { username: 'portal-bench@demo.local', password: 'Bench@1234' };
const APPS = 10_000;
const BATCH = 1000;

type Target = { dataDir?: string; databaseUrl?: string; logLevel?: string };
export interface BenchKit {
  base: string;
  startServer(target: Target): Promise<ChildProcess>;
  stopServer(server: ChildProcess): Promise<void>;
  load(url: string, headers: Record<string, string>): Promise<Record<string, number>>;
  postgresTarget(): Promise<{ databaseUrl: string; drop: () => Promise<void> } | undefined>;
}

/** An owner whose account (subscribed to its developer portal) has `count` apps of its own. */
export async function seedPortal(target: Target, count: number): Promise<void> {
  const database = await openDatabase(target);
  try {
    const db = database.db;
    await bootstrapPlatform(db);
    const user = await createUser(db, { ...PORTAL_USER, firstName: 'Portal', lastName: 'Bench' });
    const { account } = await createAccount(db, user.id, {
      businessName: 'Portal Bench Ltd', billingEmail: PORTAL_USER.username, billAddress: '1 Bench Road', city: 'Paris',
      state: 'IDF', country: 'FR', zipcode: '75001', contactPhone: '+33 1 23 45 67 89', description: 'Bench account',
    });
    const [adminApp] = await db.select({ id: apps.id }).from(apps).where(eq(apps.name, ADMIN_APP));
    const [developerApp] = await db.insert(apps).values({
      name: `DeveloperApp_${account.id}`, description: 'Developer App', type: 'DeveloperApp', status: 'ACTIVE',
      developerAccountId: account.id, parentAppId: adminApp.id, userCreated: user.id, userUpdated: user.id,
    }).returning({ id: apps.id });
    await db.insert(appInstances).values({ accountId: account.id, appId: developerApp.id, status: 'ACTIVE', subscriptionTerm: 'ALLTIME' });
    const modes = ['Production', 'Test'];
    for (let start = 0; start < count; start += BATCH) {
      await db.insert(apps).values(Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
        const n = start + i;
        return {
          name: `Bench App ${String(n).padStart(5, '0')}`, description: '<p>A bench app.</p>', type: 'app', status: 'ACTIVE',
          mode: modes[n % 2], published: n % 3 === 0 ? 'PUBLISHED' : null, logo: 'https://cdn.example.com/logo.png', logoType: 'URL',
          accessUrl: 'https://app.example.com', developerAccountId: account.id, userCreated: user.id, userUpdated: user.id,
        };
      }));
    }
    await db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await database.close();
  }
}

export interface PortalSession {
  accessToken: string;
  refreshToken: string;
  userId: number;
  accountId: number;
  accountUserId: number;
}

export async function signInPortalUser(kit: Pick<BenchKit, 'base'>): Promise<PortalSession> {
  const res = await fetch(`${kit.base}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(PORTAL_USER),
  });
  const body = (await res.json()) as { token: { accessToken: string; refreshToken: string }; userId: number };
  const accounts = await fetch(`${kit.base}/users/accounts?userId=${body.userId}&page=0&size=1`, {
    headers: { Authorization: `Bearer ${body.token.accessToken}` },
  });
  const [account] = ((await accounts.json()) as { content: { id: number; accountUserId: number }[] }).content;
  return { ...body.token, userId: body.userId, accountId: account.id, accountUserId: account.accountUserId };
}

const headersOf = (s: PortalSession) => ({
  Authorization: `Bearer ${s.accessToken}`, accountId: String(s.accountId), accountUserId: String(s.accountUserId),
});

async function measureList(kit: BenchKit, session: PortalSession) {
  const list = `${kit.base}/app/developerApp/apps?accountId=${session.accountId}&type=app&page=0&size=10&sortfield=name&sortorder=asc`;
  const headers = headersOf(session);
  await kit.load(list, headers); // warm-up: caches and the JIT, not measured
  return {
    sorted: await kit.load(list, headers),
    // A deep page and a selective search (11 of 10,000 names match).
    page500: await kit.load(list.replace('page=0', 'page=500'), headers),
    sortedWithQuery: await kit.load(`${list}&query=0042`, headers),
  };
}

/** What the console keeps in localStorage for `session` once inside its account. */
export const portalSessionValues = (s: PortalSession): Record<string, string> => ({
  auth_token: s.accessToken, refresh_token: s.refreshToken, userId: String(s.userId), username: PORTAL_USER.username,
  tokenGenerationTime: String(Date.now()), accountId: String(s.accountId), accountUserId: String(s.accountUserId),
  userType: 'OWNER', businessName: 'Portal Bench Ltd', permissions: JSON.stringify({ allpermissions: true }),
});

export async function measureDeveloperPortal(kit: BenchKit) {
  const listFigures: Record<string, unknown> = {};
  const postgres = await kit.postgresTarget();
  if (postgres) {
    try {
      await seedPortal({ databaseUrl: postgres.databaseUrl }, APPS);
      const server = await kit.startServer({ databaseUrl: postgres.databaseUrl });
      try {
        listFigures.postgres = await measureList(kit, await signInPortalUser(kit));
      } finally {
        await kit.stopServer(server);
      }
    } finally {
      await postgres.drop();
    }
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-portal-'));
  try {
    await seedPortal({ dataDir }, APPS);
    const server = await kit.startServer({ dataDir });
    try {
      listFigures.embedded = await measureList(kit, await signInPortalUser(kit));
      return { appsList: { apps: APPS, connections: 50, budgetP99Ms: 25, ...listFigures } };
    } finally {
      await kit.stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
