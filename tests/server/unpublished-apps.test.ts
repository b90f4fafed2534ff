// Issue 27 §2: another account's unpublished app is unknown to everyone but its developer account:
// by name (parent-app, userRolesPermissionList), by id (admin-ui-properties) and on the public demo
// app page, each answers exactly as for an app that does not exist. Published and platform apps
// stay readable. The demo app page counts the refused codes with appLoginToken's limit and says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/src/db/schema';
import { uiProperties } from '../../server/src/domains/uiTexts/tables';
import { INT4_MAX } from '../../contract/wireTypes';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner, type SignedInOwner } from './fixtures';

const LIMITS = { perUser: 50, perAddress: 3, windowSeconds: 60, lockoutSeconds: 60 };

let server: TestServer;
let developer: SignedInOwner;
let stranger: SignedInOwner;
let draftId: number;
let listedId: number;

beforeAll(async () => {
  server = await startTestServer({ secretAttempts: LIMITS });
  developer = await signedInOwner(server, 'Drafts Ltd');
  stranger = await signedInOwner(server, 'Curious Ltd');
  const { db } = server.database;
  [{ id: draftId }, { id: listedId }] = await db.insert(apps).values([
    { name: 'Secret Draft', type: 'app', published: 'UNPUBLISHED', developerAccountId: developer.accountId },
    { name: 'Listed App', type: 'app', published: 'PUBLISHED', developerAccountId: developer.accountId },
  ]).returning();
  await db.insert(uiProperties).values([
    { appId: draftId, propertyName: 'welcome', defaultValue: 'Draft welcome' },
    { appId: listedId, propertyName: 'welcome', defaultValue: 'Listed welcome' },
  ]);
});
afterAll(async () => { await server?.close(); });

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const answer = async (url: string, headers?: Record<string, string>) => {
  const res = await get(url, headers);
  return { status: res.statusCode, body: res.body };
};

describe("another account's unpublished app", () => {
  it('is not found by name, as a name that does not exist', async () => {
    const missing = await answer('/app/developerApp/parent-app?appName=No%20Such%20App', stranger.headers);
    expect(missing.status).toBe(404);
    expect(await answer('/app/developerApp/parent-app?appName=Secret%20Draft', stranger.headers)).toEqual(missing);
    const roles = (name: string) => answer(`/app/developerApp/userRolesPermissionList?appName=${name}`, stranger.headers);
    expect(await roles('Secret%20Draft')).toEqual(await roles('No%20Such%20App'));
    // Its developer, the published app and the platform's own app are found.
    expect((await get('/app/developerApp/parent-app?appName=Secret%20Draft', developer.headers)).json()).toEqual({ id: draftId, name: 'Secret Draft' });
    expect((await get('/app/developerApp/parent-app?appName=Listed%20App', stranger.headers)).json()).toEqual({ id: listedId, name: 'Listed App' });
    expect((await get('/app/developerApp/parent-app?appName=AdminApp', stranger.headers)).statusCode).toBe(200);
  });

  it('has no UI texts for others, as an id that does not exist', async () => {
    const texts = (id: number, headers: Record<string, string>) => answer(`/app/developerApp/properties/admin-ui-properties?appId=${id}`, headers);
    const missing = await texts(INT4_MAX - 7, stranger.headers);
    expect(missing.status).toBe(404);
    expect(await texts(draftId, stranger.headers)).toEqual(missing);
    expect((await texts(draftId, developer.headers)).body).toContain('Draft welcome');
    expect((await texts(listedId, stranger.headers)).body).toContain('Listed welcome');
  });

  it('is not named by the public demo app page, with or without a code', async () => {
    const missing = await answer(`/demo-apps/${INT4_MAX - 7}`);
    expect(missing.status).toBe(404);
    const draft = await answer(`/demo-apps/${draftId}`);
    expect(draft).toEqual(missing);
    expect(draft.body).not.toContain('Secret Draft');
    const withCode = await answer(`/demo-apps/${draftId}?code=guess`);
    expect(withCode).toEqual(await answer(`/demo-apps/${INT4_MAX - 7}?code=guess`));
    expect((await answer(`/demo-apps/${listedId}`)).body).toContain('<h1>Listed App</h1>');
  });
});

describe('the demo app page', () => {
  it("counts refused codes with appLoginToken's limit, and answers 429 once the address is locked", async () => {
    const landing = () => server.app.inject({ method: 'GET', url: `/demo-apps/${listedId}?code=wrong`, remoteAddress: '203.0.113.77' });
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.perAddress + 2; i += 1) statuses.push((await landing()).statusCode);
    expect(statuses.slice(0, LIMITS.perAddress)).toEqual(Array(LIMITS.perAddress).fill(401));
    expect(statuses.slice(LIMITS.perAddress)).toEqual([429, 429]);
    const locked = await landing();
    expect(locked.body).toContain('Too many attempts');
    // The lock is that address's, shared with the route the page calls; another address is not locked.
    const direct = await server.app.inject({ method: 'POST', url: '/auth/appLoginToken', payload: { code: 'wrong', appId: listedId }, remoteAddress: '203.0.113.77' });
    expect(direct.statusCode).toBe(429);
    const elsewhere = await server.app.inject({ method: 'GET', url: `/demo-apps/${listedId}?code=wrong`, remoteAddress: '203.0.113.78' });
    expect(elsewhere.statusCode).toBe(401);
  });
});
