import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { activityTraces, apps } from '../../server/src/db/schema';
import { storedImages } from '../../server/src/domains/storage/tables';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

const FORMAT_MESSAGE = 'Uploaded file is not in desired format, please upload PNG/JPEG file.';
// A real 1×1 GIF: the bytes, not the declared type, are refused.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('storage service: uploaded logos and their thumbnails', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let user: SignedIn;
  let png: Buffer;
  let jpeg: Buffer;

  const upload = (caller: SignedIn, body: Buffer, contentType = 'image/png') => server.app.inject({
    method: 'POST', url: '/storage/images', headers: { ...caller.headers, 'content-type': contentType }, payload: body,
  });

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'Pictures Co');
    user = await signedInMember(server, owner.accountId, 'USER');
    const create = { width: 300, height: 150, channels: 3 as const, background: { r: 40, g: 120, b: 200 } };
    png = await sharp({ create }).png().toBuffer();
    jpeg = await sharp({ create }).jpeg().toBuffer();
  });
  afterAll(async () => { await server.close(); });

  it('stores a PNG and serves it and its 50 and 75 px thumbnails by an unguessable key, without a token', async () => {
    const res = await upload(owner, png);
    expect(res.statusCode).toBe(201);
    const { key, url, contentType, width, height } = res.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`/images/${key}`);
    expect({ contentType, width, height }).toEqual({ contentType: 'image/png', width: 300, height: 150 });

    const original = await server.app.inject({ method: 'GET', url: `/storage${url}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toContain('immutable');
    expect(original.rawPayload.equals(png)).toBe(true);
    for (const w of [50, 75]) {
      const thumb = await server.app.inject({ method: 'GET', url: `/storage${url}?w=${w}` });
      expect(thumb.headers['content-type']).toBe('image/png');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', w, Math.round(w / 2)]);
    }
    const [trace] = await server.database.db.select().from(activityTraces).where(eq(activityTraces.type, 'image'));
    expect(trace).toMatchObject({ accountId: owner.accountId, message: 'Image uploaded', messageKey: 'image.uploaded' });
  });

  it('takes a JPEG whatever its declared type', async () => {
    const res = await upload(owner, jpeg, 'application/octet-stream');
    expect(res.json().contentType).toBe('image/jpeg');
    const thumb = await server.app.inject({ method: 'GET', url: `/storage${res.json().url}?w=75` });
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(75);
  });

  it('refuses a GIF (even one calling itself PNG), broken bytes and an empty body with the spec’s message', async () => {
    for (const [body, type] of [[GIF, 'image/gif'], [GIF, 'image/png'], [Buffer.concat([png.subarray(0, 8), Buffer.from('garbage')]), 'image/png']] as const) {
      const res = await upload(owner, body, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(FORMAT_MESSAGE);
    }
    expect((await upload(owner, Buffer.alloc(0))).statusCode).toBe(400);
  });

  it('refuses a file over 1 MB', async () => {
    const res = await upload(owner, Buffer.concat([png, Buffer.alloc(1024 * 1024)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 1 MB/);
  });

  it('needs a token and an add or update flag to upload', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/storage/images', headers: { 'content-type': 'image/png' }, payload: png })).statusCode).toBe(401);
    expect((await upload(user, png)).statusCode).toBe(403);
  });

  it('removes the account\'s uploads no app uses, once an hour old, on its next upload', async () => {
    const own = await signedInOwner(server, 'Sweeping Co');
    const uploaded = async () => (await upload(own, png)).json() as { key: string; url: string };
    const kept = await uploaded();
    const unused = await uploaded();
    const recent = await uploaded();
    await server.app.inject({
      method: 'POST', url: '/app/developerApp/app', headers: own.headers,
      payload: { name: `DeveloperApp_${own.accountId}`, description: 'Developer App', status: 'ACTIVE' },
    });
    await server.database.db.update(apps).set({ logo: `http://localhost/storage${kept.url}` })
      .where(eq(apps.name, `DeveloperApp_${own.accountId}`));
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await server.database.db.update(storedImages).set({ createdAt: twoHoursAgo }).where(inArray(storedImages.key, [kept.key, unused.key]));
    const othersOld = (await upload(owner, png)).json() as { key: string; url: string };
    await server.database.db.update(storedImages).set({ createdAt: twoHoursAgo }).where(eq(storedImages.key, othersOld.key));

    await uploaded();
    const status = async (url: string) => (await server.app.inject({ method: 'GET', url: `/storage${url}` })).statusCode;
    expect(await status(unused.url)).toBe(404);
    expect(await status(kept.url)).toBe(200); // an app's logo
    expect(await status(recent.url)).toBe(200); // within the hour: its form may not be saved yet
    expect(await status(othersOld.url)).toBe(200); // another account's upload is not this one's to sweep
  });

  it('answers 404 for an unknown key and 400 for a malformed key or width', async () => {
    expect((await server.app.inject({ method: 'GET', url: `/storage/images/${'A'.repeat(43)}` })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/storage/images/short' })).statusCode).toBe(400);
    const { url } = (await upload(owner, png)).json();
    expect((await server.app.inject({ method: 'GET', url: `/storage${url}?w=60` })).statusCode).toBe(400);
  });
});
