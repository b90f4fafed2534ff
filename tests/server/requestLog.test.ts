// The request log (server/src/http/requestLog.ts): one line per request, written when it is answered,
// naming the method, the URL and the status; a request that fails is still logged as an error.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { OneLinePerRequest } from '../../server/src/http/requestLog';

async function logOf(requests: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(String(chunk))); done(); } });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLinePerRequest() });
  app.get('/hello', async () => ({ hello: 'world' }));
  app.get('/broken', async () => { throw new Error('broken'); });
  await requests(app);
  await app.close();
  return lines;
}

describe('the request log', () => {
  it('writes one line per answered request with its method, URL, status and time', async () => {
    const lines = await logOf(async (app) => {
      await app.inject({ method: 'GET', url: '/hello?x=1' });
      await app.inject({ method: 'GET', url: '/hello' });
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/hello?x=1' }, res: { statusCode: 200 } });
    expect(lines[0].responseTime).toEqual(expect.any(Number));
    expect(lines[0].reqId).not.toBe(lines[1].reqId);
  });

  it('still logs a failed request as an error', async () => {
    const lines = await logOf((app) => app.inject({ method: 'GET', url: '/broken' }));
    expect(lines.some((line) => line.level === 50 && line.msg === 'broken')).toBe(true);
    expect(lines.filter((line) => line.msg === 'request completed')).toMatchObject([{ res: { statusCode: 500 }, req: { url: '/broken' } }]);
  });
});
