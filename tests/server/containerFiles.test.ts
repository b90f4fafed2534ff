// Container files (issue 14 item 4): copy a file into a named container (copy-container with the
// `container` header), list containers and files, download through a minute-long link, replace and
// delete; the limits, the names refused, and account scoping.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

describe('container files', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let plainUser: SignedIn;
  let other: SignedInOwner;
  const report = randomBytes(300_000);

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'Files Ltd');
    plainUser = await signedInMember(server, owner.accountId, 'USER');
    other = await signedInOwner(server, 'Elsewhere Ltd');
  });
  afterAll(() => server.close());

  const upload = (caller: SignedIn, container: string, name: string, body: Buffer, type = 'application/pdf') => server.app.inject({
    method: 'POST', url: `/app/developerApp/upload/copy-container?type=${encodeURIComponent(type)}&name=${encodeURIComponent(name)}`,
    headers: { ...caller.headers, container, 'content-type': 'application/octet-stream' }, payload: body,
  });
  const get = (caller: SignedIn, url: string) => server.app.inject({ method: 'GET', url: `/data-migrate${url}`, headers: caller.headers });

  it('copies a file into a container, and lists the container and its file with the checksum of the bytes received', async () => {
    const response = await upload(owner, 'invoices-2026', 'Résumé "final".pdf', report);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'File uploaded successfully', replaced: false,
      data: { container: 'invoices-2026', name: 'Résumé "final".pdf', contentType: 'application/pdf', bytes: report.length, sha256: createHash('sha256').update(report).digest('hex') },
    });
    await upload(owner, 'invoices-2026', 'notes.txt', Buffer.from('hello'), 'text/plain');
    expect((await get(owner, '/containers')).json()).toEqual([{ name: 'invoices-2026', files: 2, bytes: report.length + 5, updatedAt: expect.any(String) }]);
    const files = (await get(owner, '/containers/files?container=invoices-2026')).json();
    expect(files.map((f: { name: string }) => f.name).sort()).toEqual(['Résumé "final".pdf', 'notes.txt']);
  });

  it('downloads a file through a link good for a minute, as an attachment with its exact name', async () => {
    const [file] = (await get(owner, '/containers/files?container=invoices-2026')).json().filter((f: { name: string }) => f.name.endsWith('.pdf'));
    const link = (await get(owner, `/containers/files/${file.id}/link`)).json();
    expect(link.fileName).toBe('Résumé "final".pdf');
    const download = await server.app.inject({ method: 'GET', url: `/data-migrate${link.path}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(report)).toBe(true);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé "final".pdf')}`);
    // The token names one file: it opens no other.
    const [notes] = (await get(owner, '/containers/files?container=invoices-2026')).json().filter((f: { name: string }) => f.name === 'notes.txt');
    const forged = await server.app.inject({ method: 'GET', url: `/data-migrate/container-file/${notes.id}?${link.path.split('?')[1]}` });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('This download link is not valid or has expired: ask for a new one');
  });

  it('replaces a file of the same name, and deletes one', async () => {
    const again = await upload(owner, 'invoices-2026', 'notes.txt', Buffer.from('hello again'), 'text/plain');
    expect(again.json()).toMatchObject({ replaced: true, data: { bytes: 11 } });
    const deleted = await server.app.inject({ method: 'DELETE', url: `/data-migrate/containers/files/${again.json().data.id}`, headers: owner.headers });
    expect(deleted.json()).toEqual({ message: 'File deleted successfully' });
    expect((await get(owner, '/containers/files?container=invoices-2026')).json()).toHaveLength(1);
  });

  it('refuses bad container and file names, empty and oversized files, with a clear message', async () => {
    const badContainer = await upload(owner, '../up', 'a.txt', Buffer.from('x'));
    expect(badContainer.statusCode).toBe(400);
    const badName = await upload(owner, 'box', 'dir/a.txt', Buffer.from('x'));
    expect(badName.json()).toMatchObject({ status: 400, message: 'A file name has 1 to 255 characters, without / or \\ or control characters' });
    expect((await upload(owner, 'box', 'a.txt', Buffer.alloc(0))).json()).toMatchObject({ status: 400, message: 'The file is empty' });
    const tooLarge = await upload(owner, 'box', 'big.bin', Buffer.alloc(25 * 1024 * 1024 + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('A file can be at most 25 MB');
  });

  it('keeps each account to its own files, and needs view_data_migration', async () => {
    const [file] = (await get(owner, '/containers/files?container=invoices-2026')).json();
    expect((await get(other, '/containers')).json()).toEqual([]);
    expect((await get(other, '/containers/files?container=invoices-2026')).json()).toEqual([]);
    expect((await get(other, `/containers/files/${file.id}/link`)).statusCode).toBe(404);
    expect((await upload(plainUser, 'box', 'a.txt', Buffer.from('x'))).statusCode).toBe(403);
    expect((await get(plainUser, '/containers')).statusCode).toBe(403);
  });
});
