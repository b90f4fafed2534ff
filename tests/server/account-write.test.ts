import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, appInstances } from '../../server/src/db/schema';
import { IMAGE_FORMAT_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from '../../contract/images';
import { startTestServer, type TestServer } from './harness';
import { bearerOnly, expiredHeaders, JPEG_DATA_URL, PNG_DATA_URL, signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

const validBody = {
  businessName: 'Initech', billingEmail: 'billing@initech.example', billAddress: '4120 Freidrich Lane',
  city: 'Austin', state: 'TX', country: 'USA', zipcode: '78744', contactPhone: '+1 (512) 555-0147',
  description: 'Software for banks', favicon: null, logo: null, mode: 'Production', status: 'ACTIVE', type: 'Business',
};

describe('account service: creating, updating and deleting accounts', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let developer: SignedIn;
  let stranger: SignedInOwner;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'Owner Co');
    developer = await signedInMember(server, owner.accountId, 'DEVELOPER');
    stranger = await signedInOwner(server, 'Stranger Co');
  });
  afterAll(async () => { await server.close(); });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method, url, headers, payload });

  describe('POST /users/account', () => {
    it('creates the account with the caller as owner and an AdminApp instance', async () => {
      const res = await send('POST', '/users/account', bearerOnly(developer), { ...validBody, logo: PNG_DATA_URL, favicon: 'https://cdn.example/f.png', id: 99, accountCode: 'ignored' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe('Account saved successfully');
      expect(body.data).toMatchObject({
        businessName: 'Initech', billingEmail: 'billing@initech.example', zipcode: '78744', userType: 'OWNER',
        membershipStatus: 'ACTIVE', status: 'ACTIVE', logo: PNG_DATA_URL, favicon: 'https://cdn.example/f.png', mode: 'Production',
      });
      expect(body.data.accountCode).toMatch(/^ACC-/);
      expect(body.data.id).not.toBe(99);
      const instances = await server.database.db.select().from(appInstances).where(eq(appInstances.accountId, body.data.id));
      expect(instances).toHaveLength(1);
      // The creator owns it: they may now update it.
      const headers = { ...bearerOnly(developer), accountId: String(body.data.id) };
      expect((await send('PUT', `/users/account/${body.data.id}`, headers, { ...validBody, businessName: 'Initech 2' })).statusCode).toBe(200);
    });

    it('answers 400 naming the field for each broken rule', async () => {
      const cases: [object, RegExp, string?][] = [
        [{ businessName: undefined }, /businessName/],
        [{ businessName: '   ' }, /Business name is required/, 'businessName'],
        [{ businessName: 'x'.repeat(250) }, /less than 250/, 'businessName'],
        [{ billingEmail: 'not-an-email' }, /valid billing email/, 'billingEmail'],
        [{ billAddress: '' }, /Bill address is required/, 'billAddress'],
        [{ description: '' }, /Description is required/, 'description'],
        [{ zipcode: '12' }, /valid bill zipcode/, 'zipcode'],
        [{ zipcode: '12345678901' }, /valid bill zipcode/, 'zipcode'],
        [{ zipcode: '12#45' }, /valid bill zipcode/, 'zipcode'],
        [{ contactPhone: '12345' }, /valid phone number/, 'contactPhone'],
        [{ contactPhone: '+ 555 1234567' }, /valid phone country code/, 'contactPhone'],
        [{ contactPhone: 'call me' }, /valid phone number/, 'contactPhone'],
        [{ logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, new RegExp(IMAGE_FORMAT_MESSAGE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')), 'logo'],
        [{ logo: `data:image/png;base64,${JPEG_DATA_URL.split(',')[1]}` }, /PNG\/JPEG/, 'logo'],
        [{ favicon: 'ftp://example.com/x.png' }, /PNG\/JPEG/, 'favicon'],
        [{ logo: `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1024 * 1024)]).toString('base64')}` }, new RegExp(IMAGE_TOO_LARGE_MESSAGE.slice(0, 30)), 'logo'],
        [{ status: 'SOMETIMES' }, /status/],
        [{ city: { nested: true } }, /city/],
      ];
      for (const [change, message, field] of cases) {
        const res = await send('POST', '/users/account', bearerOnly(owner), { ...validBody, ...change });
        expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
        expect(res.json().message).toMatch(message);
        if (field) expect(res.json().data).toEqual({ field });
      }
    });

    it('accepts the phone and zipcode forms the spec allows', async () => {
      for (const [contactPhone, zipcode] of [['5551234567', 'SW1A 1AA'], ['+44 20 7946 0958', 'K1A-0B1'], ['(555) 123-4567', '123']]) {
        const res = await send('POST', '/users/account', bearerOnly(stranger), { ...validBody, contactPhone, zipcode, logo: JPEG_DATA_URL });
        expect(res.statusCode, contactPhone).toBe(201);
      }
    });

    it('answers 401 without a token or with an expired one', async () => {
      expect((await send('POST', '/users/account', {}, validBody)).statusCode).toBe(401);
      expect((await send('POST', '/users/account', await expiredHeaders(server, owner), validBody)).statusCode).toBe(401);
    });
  });

  describe('PUT /users/account/{id}', () => {
    it('lets an owner update their account', async () => {
      const res = await send('PUT', `/users/account/${owner.accountId}?userId=${owner.user.id}`, owner.headers, { ...validBody, businessName: 'Owner Co Renamed', logo: JPEG_DATA_URL });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Account updated successfully', data: { id: owner.accountId, businessName: 'Owner Co Renamed', logo: JPEG_DATA_URL, accountCode: owner.account.accountCode } });
      // Absent optional fields are left as they are; null clears.
      const kept = await send('PUT', `/users/account/${owner.accountId}`, owner.headers, { ...validBody, logo: undefined, favicon: undefined });
      expect(kept.json().data.logo).toBe(JPEG_DATA_URL);
      const cleared = await send('PUT', `/users/account/${owner.accountId}`, owner.headers, { ...validBody, logo: null });
      expect(cleared.json().data.logo).toBeNull();
    });

    it('refuses members without allpermissions (403) and strangers (404), whatever account their headers name', async () => {
      const [before] = await server.database.db.select().from(accounts).where(eq(accounts.id, owner.accountId));
      const hostile = { ...validBody, businessName: 'Hijacked' };
      const byDeveloper = await send('PUT', `/users/account/${owner.accountId}`, developer.headers, hostile);
      expect(byDeveloper.statusCode).toBe(403);
      const byStranger = await send('PUT', `/users/account/${owner.accountId}`, { ...stranger.headers, accountId: String(owner.accountId) }, hostile);
      expect(byStranger.statusCode).toBe(404);
      const ownHeader = await send('PUT', `/users/account/${owner.accountId}`, stranger.headers, hostile);
      expect(ownHeader.statusCode).toBe(404);
      const developerNamingOwnersAccount = await send('PUT', `/users/account/${owner.accountId}`, { ...developer.headers, accountId: String(owner.accountId) }, hostile);
      expect(developerNamingOwnersAccount.statusCode).toBe(403);
      const wrongUserId = await send('PUT', `/users/account/${owner.accountId}?userId=${stranger.user.id}`, owner.headers, hostile);
      expect(wrongUserId.statusCode).toBe(403);
      const [after] = await server.database.db.select().from(accounts).where(eq(accounts.id, owner.accountId));
      expect(after.businessName).toBe(before.businessName);
    });

    it('lets an owner change an account while the console has another account (or none) selected', async () => {
      const res = await send('PUT', `/users/account/${owner.accountId}`, bearerOnly(owner), { ...validBody, businessName: 'Renamed From The List' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.businessName).toBe('Renamed From The List');
    });

    it('answers 400 on a bad body or id and 401 without a valid token', async () => {
      expect((await send('PUT', `/users/account/${owner.accountId}`, owner.headers, { ...validBody, billingEmail: 'x' })).statusCode).toBe(400);
      expect((await send('PUT', '/users/account/abc', owner.headers, validBody)).statusCode).toBe(400);
      expect((await send('PUT', `/users/account/${owner.accountId}`, {}, validBody)).statusCode).toBe(401);
      expect((await send('PUT', `/users/account/${owner.accountId}`, await expiredHeaders(server, owner), validBody)).statusCode).toBe(401);
    });
  });

  describe('DELETE /users/account/{id}', () => {
    it('refuses developers (403) and strangers (404), then lets the owner delete', async () => {
      const target = await signedInOwner(server, 'Doomed Co');
      const dev = await signedInMember(server, target.accountId, 'DEVELOPER');
      expect((await send('DELETE', `/users/account/${target.accountId}?userId=${dev.user.id}`, dev.headers)).statusCode).toBe(403);
      expect((await send('DELETE', `/users/account/${target.accountId}`, { ...stranger.headers, accountId: String(target.accountId) })).statusCode).toBe(404);
      expect((await send('DELETE', `/users/account/${target.accountId}`, {})).statusCode).toBe(401);
      expect((await send('DELETE', `/users/account/${target.accountId}`, await expiredHeaders(server, target))).statusCode).toBe(401);
      expect((await send('DELETE', '/users/account/0', target.headers)).statusCode).toBe(400);

      const res = await send('DELETE', `/users/account/${target.accountId}?userId=${target.user.id}`, target.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Account deleted successfully' });
      const list = await server.app.inject({ method: 'GET', url: '/users/all-accounts', headers: bearerOnly(dev) });
      expect(list.json().totalElements).toBe(0);
      expect((await send('DELETE', `/users/account/${target.accountId}`, target.headers)).statusCode).toBe(404);
    });
  });
});
