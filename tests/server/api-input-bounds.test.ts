// Bad input gets a clear 4xx on every route, never a 500 or a stall (audit finding 3). Driven by the
// served OpenAPI document, so a route added later is covered the day it is added:
// - statically: every integer a request takes is bounded on both sides within PostgreSQL's integer,
//   and every string has a maximum length;
// - by fuzzing: each parameter, body field and tenant header of each operation gets out-of-range
//   and malformed values (huge and negative integers, exponent forms, NUL bytes, wrong types,
//   oversize strings, and fast-check's random ones), as the owner of an account, so the request
//   reaches the route's own code and its SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INT4_MAX } from '../../contract/wireTypes';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner, tokenHeaders, type SignedInOwner } from './fixtures';
import { startOpenAiStandIn, STAND_IN_KEY, type OpenAiStandIn } from './support/openAiStandIn';
import {
  label, operationsOf, sampleRequest, schemasIn, urlOf, type JsonSchema, type Operation, type RequestParts,
} from './openapi';

const SLOW_MS = 2_000;
/** An id that fits the schemas but names nothing: requests reach the route's lookups, and nothing real is deleted. */
const ABSENT_ID = INT4_MAX - 7;

let server: TestServer;
let aiService: OpenAiStandIn;
let owner: SignedInOwner;
let operations: Operation[];

beforeAll(async () => {
  // The AI assistant's service is configured (a local stand-in), so its route's own code is fuzzed too.
  aiService = await startOpenAiStandIn();
  server = await startTestServer({
    ai: { upstream: { baseUrl: aiService.baseUrl, apiKey: STAND_IN_KEY, model: 'fuzz' }, timeoutMs: SLOW_MS, rateLimit: 20 },
  });
  owner = await signedInOwner(server, 'Fuzzed Co');
  operations = operationsOf(server.app);
});
afterAll(async () => {
  await server?.close();
  await aiService?.close();
});

const typeNames = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Each request schema in an operation: its parameters' and its body's. */
function requestSchemas(op: Operation): [string, JsonSchema][] {
  return [
    ...op.parameters.flatMap((p) => [...schemasIn(p.schema, `${p.in}:${p.name}`)]),
    ...(op.body ? [...schemasIn(op.body, 'body')] : []),
  ];
}

describe('request schemas', () => {
  it('bound every integer within PostgreSQL’s integer, on both sides', () => {
    const unbounded = operations.flatMap((op) => requestSchemas(op)
      .filter(([, s]) => typeNames(s).some((t) => t === 'integer' || t === 'number') && !s.enum)
      .filter(([, s]) => s.minimum === undefined || s.maximum === undefined || s.minimum < -INT4_MAX - 1 || s.maximum > INT4_MAX)
      .map(([where]) => `${label(op)} ${where}`));
    expect(unbounded).toEqual([]);
  });

  it('give every string a maximum length', () => {
    const unbounded = operations.flatMap((op) => requestSchemas(op)
      .filter(([, s]) => typeNames(s).includes('string') && !s.enum && s.maxLength === undefined)
      .map(([where]) => `${label(op)} ${where}`));
    expect(unbounded).toEqual([]);
  });
});

// Values that broke routes in the audit, and their kin.
const TEXT_VALUES = [
  '99999999999999999999', '1e309', '9223372036854775808', '-9223372036854775809', '-1', '0', '1.5', 'NaN', 'abc',
  '\u0000', 'x\u0000y', '%', "' OR 1=1 --", '', 'a'.repeat(5_000),
];
const BODY_VALUES: unknown[] = [
  1e20, 1e308, -1e20, 2 ** 63, -1, 1.5, '99999999999999999999', '1e309',
  'x\u0000y', '\u0000', 'a'.repeat(200_000), {}, [], true, null, { a: { a: { a: { a: { a: {} } } } } }, [[[[[[]]]]]],
];
const HEADER_VALUES = ['99999999999999999999', '9223372036854775808', '1e309', '-1', '0', 'abc', ' 1', '1,2'];
const SEED = 20261123;
const randomText = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed: SEED, numRuns: 6 });
const randomNumbers = fc.sample(fc.oneof(fc.double(), fc.bigInt().map(String), fc.integer()), { seed: SEED, numRuns: 6 });

const isHeaderText = (value: string) => [...value].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) < 0x7f);

interface Finding { request: string; status: number; ms: number }

async function send(op: Operation, parts: RequestParts, headers: Record<string, string>, what: string): Promise<Finding | undefined> {
  const started = performance.now();
  const res = await server.app.inject({
    method: op.method as 'GET', url: urlOf(op, parts), headers: { ...headers, ...parts.headers },
    ...(parts.body === undefined ? {} : { payload: JSON.stringify(parts.body), headers: { ...headers, ...parts.headers, 'content-type': 'application/json' } }),
  });
  const ms = Math.round(performance.now() - started);
  if (res.statusCode >= 500 || ms > SLOW_MS) return { request: `${label(op)} ${what}`, status: res.statusCode, ms };
  return undefined;
}

describe('malformed input on every operation', () => {
  it('never answers 5xx and never takes 2 s', async () => {
    const findings: Finding[] = [];
    let sent = 0;
    for (const op of operations.filter((o) => !o.path.endsWith('/stream'))) { // a stream never ends: not a request/answer
      // A session per operation: an operation that signs out ends only its own.
      const caller = await tokenHeaders(server, owner.user, owner.accountId, owner.accountUserId);
      const known: Record<string, unknown> = {
        accountId: owner.accountId, userId: owner.user.id, accountUserId: owner.accountUserId,
        appInstanceId: caller.appInstanceId, username: owner.user.username, id: ABSENT_ID, key: 'no-such-key',
      };
      const base = sampleRequest(op, known);
      const attempts: [RequestParts, Record<string, string>, string][] = [];
      for (const p of op.parameters) {
        for (const value of [...TEXT_VALUES, ...randomText, ...randomNumbers.map(String)]) {
          if (p.in === 'header' && !isHeaderText(value)) continue; // not sendable as a header
          const parts = structuredClone(base);
          if (p.in === 'header') parts.headers[p.name] = value;
          else parts[p.in][p.name] = value;
          attempts.push([parts, caller.headers, `${p.in}:${p.name}=${JSON.stringify(value).slice(0, 40)}`]);
        }
      }
      for (const field of Object.keys(op.body?.properties ?? {})) {
        for (const value of [...BODY_VALUES, ...randomText, ...randomNumbers]) {
          const parts = structuredClone(base);
          parts.body = { ...(parts.body as object), [field]: value };
          attempts.push([parts, caller.headers, `body.${field}=${JSON.stringify(value)?.slice(0, 40)}`]);
        }
      }
      if (op.body) {
        for (const body of [[], 'text', 42, null]) attempts.push([{ ...base, body }, caller.headers, `body=${JSON.stringify(body)}`]);
      }
      for (const header of ['accountId', 'accountUserId', 'appInstanceId']) {
        for (const value of HEADER_VALUES) {
          attempts.push([base, { ...caller.headers, [header]: value }, `header:${header}=${value}`]);
        }
      }
      for (const [parts, headers, what] of attempts) {
        const finding = await send(op, parts, headers, what);
        if (finding) findings.push(finding);
        sent += 1;
      }
    }
    expect(findings).toEqual([]);
    expect(sent).toBeGreaterThan(3_000); // the walk reached every operation's inputs
  }, 600_000);
});
