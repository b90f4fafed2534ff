// Settings schemas come from users: a catastrophic pattern, a pattern RE2 cannot run, a document
// nested without end or a schema that takes ajv seconds must get a prompt 400 while the server keeps
// answering everyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInstances, apps } from '../../server/src/db/schema';
import { SETTINGS_CHECK_TIME_LIMIT_MS } from '../../server/src/domains/developerPortal/settingsCheckWorker';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner, type SignedInOwner } from './fixtures';

const withPattern = (pattern: string) => ({ type: 'object', properties: { code: { type: 'string', pattern } } });

/** `levels` arrays, one inside the other, as JSON text (JSON.stringify itself overflows on deep values). */
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/**
 * Nine levels of allOf, each over ten $refs to the level below: 2.8 KB that makes ajv check the
 * leaf 10^9 times (seconds on the event loop; with a failing leaf, one error each time).
 */
function refFanOut(leaf: object) {
  const definitions: Record<string, object> = { l0: leaf };
  for (let level = 1; level <= 9; level++) {
    definitions[`l${level}`] = { allOf: Array.from({ length: 10 }, () => ({ $ref: `#/definitions/l${level - 1}` })) };
  }
  return { definitions, $ref: '#/definitions/l9' };
}

describe('developerApp service: hostile settings schemas', () => {
  let server: TestServer;
  let maker: SignedInOwner;
  let buyer: SignedInOwner;
  let appId: number;
  let instanceId: number;

  beforeAll(async () => {
    server = await startTestServer();
    maker = await signedInOwner(server, 'Pattern Maker');
    buyer = await signedInOwner(server, 'Pattern Buyer');
    const db = server.database.db;
    [{ id: appId }] = await db.insert(apps).values({ name: 'Patterned', type: 'app', published: 'PUBLISHED', developerAccountId: maker.accountId }).returning();
    [{ id: instanceId }] = await db.insert(appInstances).values({ accountId: buyer.accountId, appId, status: 'ACTIVE' }).returning();
  });
  afterAll(async () => { await server.close(); });

  const saveForm = (body: object | string) => server.app.inject({
    method: 'PUT', url: `/app/developerApp/app/settings/${appId}`,
    headers: { ...maker.headers, 'content-type': 'application/json' }, payload: body,
  });
  const saveValues = (settingsValues: object) => server.app.inject({
    method: 'PUT', url: `/app/developerApp/accountAppInstance/settings/${instanceId}`, headers: buyer.headers, payload: { settingsValues },
  });

  /** Asks for the API version, unauthenticated, again and again until `work` settles; the slowest answer's time. */
  async function slowestVersionAnswerDuring(work: Promise<unknown>): Promise<number> {
    let settled = false;
    work.then(() => { settled = true; }, () => { settled = true; });
    let slowest = 0;
    do {
      const started = performance.now();
      // Back to the event loop between asks, so that the work's own I/O gets its turn.
      await new Promise((resolve) => setImmediate(resolve));
      const res = await server.app.inject({ method: 'GET', url: '/manage/auth/version' });
      expect(res.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
    } while (!settled);
    return slowest;
  }

  it('checks a catastrophic pattern promptly while the server keeps answering', async () => {
    // A first save compiles ajv's meta-schema and warms the code up, which is not what is measured.
    expect((await saveForm({ settingsSchema: withPattern('^a+$'), settingsDefaultValues: { code: 'aa' } })).statusCode).toBe(200);
    const started = performance.now();
    const saving = saveForm({ settingsSchema: withPattern('^(a+)+$'), settingsDefaultValues: { code: `${'a'.repeat(30)}!` } });
    const slowestVersion = await slowestVersionAnswerDuring(saving);
    const res = await saving;
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/settingsDefaultValues do not match the settings form: \/code must match pattern "\^\(a\+\)\+\$"/);
    // JavaScript's backtracking RegExp spends seconds here, and every other request waits.
    expect(elapsed).toBeLessThan(1000);
    expect(slowestVersion).toBeLessThan(1000);
  });

  it('ends a check over the time limit while the server keeps answering, and checks the next one as usual', async () => {
    const ordinary = { settingsSchema: withPattern('^a+$'), settingsDefaultValues: { code: 'aa' } };
    // Warms the worker up (it loads in a second or two), which is not what is measured.
    expect((await saveForm(ordinary)).statusCode).toBe(200);
    const started = performance.now();
    const saving = saveForm({ settingsSchema: refFanOut({ type: 'object' }), settingsDefaultValues: {} });
    const slowestVersion = await slowestVersionAnswerDuring(saving);
    const res = await saving;
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('settingsSchema takes too long to check (over 1 s): simplify it');
    // On the event loop this took 2 to 3 s here, every other request waiting.
    expect(elapsed).toBeLessThan(SETTINGS_CHECK_TIME_LIMIT_MS + 500);
    expect(slowestVersion).toBeLessThan(300);
    // The worker that ran out of time was replaced.
    expect((await saveForm(ordinary)).statusCode).toBe(200);
  });

  it('ends a check whose errors multiply, rather than letting them fill the memory', async () => {
    const started = performance.now();
    // On the event loop: 10^9 errors, and the process dies out of memory.
    const res = await saveForm({ settingsSchema: refFanOut({ type: 'object', required: ['name'] }), settingsDefaultValues: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^settingsSchema takes too (long|much memory) to check/);
    expect(performance.now() - started).toBeLessThan(SETTINGS_CHECK_TIME_LIMIT_MS + 1500);
    expect((await saveForm({ settingsSchema: withPattern('^a+$'), settingsDefaultValues: { code: 'aa' } })).statusCode).toBe(200);
  });

  it('refuses patternProperties, whose keys the form library would match with a backtracking RegExp', async () => {
    const res = await saveForm({ settingsSchema: { type: 'object', properties: { limits: { type: 'object', patternProperties: { '^x-': { type: 'number' } } } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'settingsSchema patternProperties is not supported in settings forms (the form library would match its keys with a backtracking RegExp)',
    );
    // A field of that name is only a name.
    expect((await saveForm({ settingsSchema: { type: 'object', properties: { patternProperties: { type: 'string' } } } })).statusCode).toBe(200);
  });

  it('refuses patterns the linear-time engine cannot run, saying which and why', async () => {
    const backreference = await saveForm({ settingsSchema: withPattern('^(\\w+) \\1$') });
    expect(backreference.statusCode).toBe(400);
    expect(backreference.json().message).toBe('settingsSchema pattern "^(\\\\w+) \\\\1$" is not supported: backreferences need a backtracking engine');
    const lookahead = await saveForm({ settingsSchema: withPattern('^(?=.*\\d).{8,}$') });
    expect(lookahead.statusCode).toBe(400);
    expect(lookahead.json().message).toMatch(/^settingsSchema pattern "\^\(\?=\.\*\\\\d\)\.\{8,\}\$" is not supported: RE2, the linear-time engine, refuses it/);
    const lookbehindKey = await saveForm({ settingsSchema: { type: 'object', propertyNames: { pattern: '(?<!x)y' } } });
    expect(lookbehindKey.statusCode).toBe(400);
    expect(lookbehindKey.json().message).toMatch(/settingsSchema pattern "\(\?<!x\)y" is not supported/);
  });

  it('refuses documents nested deeper than 32 levels, however deep', async () => {
    let deepSchema: object = { type: 'string' };
    for (let level = 0; level < 100; level++) deepSchema = { type: 'array', items: deepSchema };
    const deep = await saveForm({ settingsSchema: deepSchema });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('settingsSchema nests deeper than 32 levels');
    // Deep enough to exhaust the stack of a recursive walk (JSON.stringify's among them).
    const deeper = await saveForm(`{"settingsSchema":{"type":"object"},"settingsDefaultValues":{"list":${nestedArrays(20_000)}}}`);
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().message).toBe('settingsDefaultValues nests deeper than 32 levels');
  });

  it('answers 400, not 500, for a schema that refers to itself without end', async () => {
    const res = await saveForm({
      settingsSchema: { definitions: { loop: { allOf: [{ $ref: '#/definitions/loop' }] } }, $ref: '#/definitions/loop' },
      settingsDefaultValues: { any: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^settingsSchema cannot be checked/);
  });

  it('bounds the url format, whose expression backtracks quadratically', async () => {
    const schema = { type: 'object', properties: { site: { type: 'string', format: 'url' } } };
    const started = performance.now();
    const long = await saveForm({ settingsSchema: schema, settingsDefaultValues: { site: `http://${':'.repeat(90_000)}` } });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/\/site must match format "url"/);
    expect((await saveForm({ settingsSchema: schema, settingsDefaultValues: { site: 'https://apps.example.com/settings?tab=2' } })).statusCode).toBe(200);
  });

  it('still checks ordinary patterns both ways, for defaults and instance values', async () => {
    const schema = {
      type: 'object',
      properties: { code: { type: 'string', pattern: '^[A-Z]{2}-\\d{3}$' }, name: { type: 'string', pattern: '^\\p{Lu}\\p{Ll}+$' } },
      additionalProperties: { type: 'number' },
    };
    const saved = await saveForm({ settingsSchema: schema, settingsDefaultValues: { code: 'FR-075', name: 'Élodie', 'x-seats': 3 } });
    expect(saved.statusCode).toBe(200);
    const wrong = await saveForm({ settingsSchema: schema, settingsDefaultValues: { code: 'fr-075', name: 'élodie', 'x-seats': 'three' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data).toEqual([
      { path: '/x-seats', message: 'must be number' },
      { path: '/code', message: 'must match pattern "^[A-Z]{2}-\\d{3}$"' },
      { path: '/name', message: 'must match pattern "^\\p{Lu}\\p{Ll}+$"' },
    ]);
    expect((await saveValues({ code: 'DE-101', name: 'Jürgen', 'x-seats': 12 })).statusCode).toBe(200);
    const badValues = await saveValues({ code: 'DE-1010' });
    expect(badValues.statusCode).toBe(400);
    expect(badValues.json().message).toMatch(/settingsValues do not match the settings form: \/code must match pattern/);
  });
});
