// Connector secrets are never logged: at the most verbose level, adding, changing and testing an API
// (including a failing call) writes none of them to the server's log.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import { apps } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner } from './fixtures';
import { startTarget, type Target } from './connectorTarget';

const SECRET = 'never-in-the-log-31337';

describe('connector secrets and the log', () => {
  let server: TestServer;
  let target: Target;
  const written: string[] = [];

  beforeAll(async () => {
    const capture = (data: unknown) => { written.push(typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString('utf8')); };
    const writeSync = fs.writeSync.bind(fs);
    const write = fs.write.bind(fs);
    vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
      if (fd === 1 || fd === 2) { capture(data); return typeof data === 'string' ? Buffer.byteLength(data) : (data as Uint8Array).length; }
      return (writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
    }) as typeof fs.writeSync);
    vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
      if (fd === 1 || fd === 2) {
        capture(data);
        const callback = rest.find((r) => typeof r === 'function') as ((err: null, n: number) => void) | undefined;
        callback?.(null, typeof data === 'string' ? Buffer.byteLength(data) : (data as Uint8Array).length);
        return;
      }
      (write as (...args: unknown[]) => void)(fd, data, ...rest);
    }) as typeof fs.write);
    target = await startTarget();
    server = await startTestServer({ logLevel: 'trace', connectorAllowedHosts: ['127.0.0.1'], connectorTimeoutMs: 500 });
  });
  afterAll(async () => {
    await server?.close();
    await target?.close();
    vi.restoreAllMocks();
  });

  it('writes requests to the log but no secret', async () => {
    const owner = await signedInOwner(server, 'Log Watch Co');
    const [{ id: connectorId }] = await server.database.db.insert(apps).values({ name: 'Logged', type: 'connector', developerAccountId: owner.accountId }).returning({ id: apps.id });
    const created = await server.app.inject({
      method: 'POST', url: '/api/connector/v1/connector-api', headers: owner.headers,
      payload: { connectorId, name: 'Echo', method: 'POST', url: `${target.origin}/echo`, auth: { type: 'basic', username: 'u' }, secret: SECRET },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().connectorApi.id;
    await server.app.inject({
      method: 'PUT', url: `/api/connector/v1/connector-api/${id}`, headers: owner.headers,
      payload: { name: 'Echo', method: 'POST', url: `${target.origin}/slow`, auth: { type: 'bearer' }, secret: SECRET },
    });
    const tested = await server.app.inject({ method: 'POST', url: `/api/connector/v1/test-connector-apis?appId=${connectorId}&connectorApiId=${id}`, headers: owner.headers, payload: {} });
    expect(tested.json().failure.kind).toBe('timeout');
    // A refused body still carries the secret: its 400 must not log it either.
    await server.app.inject({ method: 'POST', url: '/api/connector/v1/connector-api', headers: owner.headers, payload: { connectorId, name: '', method: 'GET', url: 'x', secret: SECRET } });
    const log = written.join('');
    expect(log).toContain('/api/connector/v1/test-connector-apis');
    expect(log).not.toContain(SECRET);
  });
});
