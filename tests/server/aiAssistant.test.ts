// The AI code assistant's proxy (issue 15 item 7): POST /ai/v1/chat/completions asks a local
// stand-in of an OpenAI-compatible service with the system instruction, the model and the key,
// answers the first choice's content, turns the service's failures and time-outs into 502 and 504,
// limits each user, and says "not configured" when no service is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { AI_CONTEXT_MAX, AI_MESSAGE_MAX } from '../../contract/aiAssistantRules';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { startOpenAiStandIn, STAND_IN_KEY, type OpenAiStandIn } from './support/openAiStandIn';

const URL = '/ai/v1/chat/completions';
const TIMEOUT_MS = 400;
const RATE_LIMIT = 4;

let standIn: OpenAiStandIn;
let server: TestServer;
let owner: SignedInOwner;

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  server = await startTestServer({
    ai: { upstream: { baseUrl: standIn.baseUrl, apiKey: STAND_IN_KEY, model: 'stand-in-model' }, timeoutMs: TIMEOUT_MS, rateLimit: RATE_LIMIT },
  });
  owner = await signedInOwner(server);
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

const ask = (caller: Pick<SignedIn, 'headers'> | undefined, payload: object, target: TestServer = server) =>
  target.app.inject({ method: 'POST', url: URL, headers: caller?.headers ?? {}, payload });

/** A member of the owner's account with a rate-limit count of their own. */
const freshMember = () => signedInMember(server, owner.accountId, 'DEVELOPER');

describe('POST /ai/v1/chat/completions', () => {
  it('asks the service with the system instruction, the model, the key, the message and the code, and answers its reply', async () => {
    standIn.behave({ kind: 'answer', content: '<h1>{{title}}</h1>' });
    const before = standIn.requests.length;
    const res = await ask(owner, { message: 'Add a heading', context: '<p>{{body}}</p>' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      model: 'stand-in-model',
      choices: [{ index: 0, message: { role: 'assistant', content: '<h1>{{title}}</h1>' }, finish_reason: 'stop' }],
    });
    expect(res.body).not.toContain(STAND_IN_KEY);

    const sent = standIn.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].authorization).toBe(`Bearer ${STAND_IN_KEY}`);
    expect(sent[0].body.model).toBe('stand-in-model');
    const [system, user] = sent[0].body.messages!;
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/code only/i);
    expect(system.content).toMatch(/no explanation/i);
    expect(system.content).toMatch(/no markdown/i);
    expect(user.role).toBe('user');
    expect(user.content).toContain('Add a heading');
    expect(user.content).toContain('<p>{{body}}</p>');
  });

  it('sends the message alone when there is no code, and unwraps a reply fenced as markdown', async () => {
    standIn.behave({ kind: 'answer', content: '```html\n<footer>2026</footer>\n```' });
    const member = await freshMember();
    const res = await ask(member, { message: 'A footer with the year' });
    expect(res.statusCode).toBe(200);
    expect(res.json().choices[0].message.content).toBe('<footer>2026</footer>');
    expect(standIn.requests.at(-1)!.body.messages![1].content).toBe('A footer with the year');
  });

  it('answers 502 with a clear message when the service fails or refuses the key, without its words', async () => {
    const member = await freshMember();
    standIn.behave({ kind: 'error', status: 500, message: 'The server had an error (internal id 42)' });
    const failed = await ask(member, { message: 'Anything' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ status: 502, error: 'Bad Gateway', message: 'The AI assistant could not answer. Please try again later.' });
    expect(failed.body).not.toContain('internal id 42');

    standIn.behave({ kind: 'answer', content: '' });
    const empty = await ask(member, { message: 'Anything' });
    expect(empty.statusCode).toBe(502);
    expect(empty.json().message).toBe('The AI assistant gave no answer. Please try again.');
  });

  it('answers 502 when the key is wrong', async () => {
    const wrongKey = await startTestServer({
      ai: { upstream: { baseUrl: standIn.baseUrl, apiKey: 'sk-wrong', model: 'stand-in-model' }, timeoutMs: TIMEOUT_MS, rateLimit: RATE_LIMIT },
    });
    try {
      standIn.behave({ kind: 'answer', content: '<p>x</p>' });
      const caller = await signedInOwner(wrongKey);
      const res = await ask(caller, { message: 'Anything' }, wrongKey);
      expect(res.statusCode).toBe(502);
      expect(standIn.requests.at(-1)!.authorization).toBe('Bearer sk-wrong');
    } finally {
      await wrongKey.close();
    }
  });

  it('answers 504 when the service does not answer in time, after the time-out and not much later', async () => {
    const member = await freshMember();
    standIn.behave({ kind: 'hang' });
    const started = Date.now();
    const res = await ask(member, { message: 'Anything' });
    const took = Date.now() - started;
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ error: 'Gateway Timeout', message: 'The AI assistant took too long to answer. Please try again.' });
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(took).toBeLessThan(TIMEOUT_MS + 2_000);
  });

  it('refuses bad input with a clear 400 and asks nothing', async () => {
    const member = await freshMember();
    const before = standIn.requests.length;
    for (const payload of [{}, { message: '' }, { message: 'a'.repeat(AI_MESSAGE_MAX + 1) }, { message: 'ok', context: 'a'.repeat(AI_CONTEXT_MAX + 1) }, { message: { text: 'x' } }]) {
      const res = await ask(member, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const blank = await ask(member, { message: '   \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter a message');
    expect(standIn.requests.length).toBe(before);
  });

  it('is for signed-in members of the account only', async () => {
    const before = standIn.requests.length;
    expect((await ask(undefined, { message: 'Hi' })).statusCode).toBe(401);
    const stranger = await signedInOwner(server);
    const spoofed = await server.app.inject({
      method: 'POST', url: URL, payload: { message: 'Hi' },
      headers: { ...stranger.headers, accountId: String(owner.accountId), accountUserId: String(owner.accountUserId) },
    });
    expect(spoofed.statusCode).toBe(403);
    expect(standIn.requests.length).toBe(before);
  });

  it('limits each user to AI_RATE_LIMIT messages a minute, apart from the others', async () => {
    standIn.behave({ kind: 'answer', content: '<p>ok</p>' });
    const busy = await freshMember();
    for (let i = 0; i < RATE_LIMIT; i += 1) expect((await ask(busy, { message: `Try ${i}` })).statusCode).toBe(200);
    const over = await ask(busy, { message: 'One more' });
    expect(over.statusCode).toBe(429);
    expect(over.json().status).toBe(429);
    const other = await freshMember();
    expect((await ask(other, { message: 'Mine' })).statusCode).toBe(200);
  });
});

describe('without an AI service configured', () => {
  it('answers 503 "AI assistant is not configured"', async () => {
    const bare = await startTestServer();
    try {
      const caller = await signedInOwner(bare);
      const res = await ask(caller, { message: 'Hi' }, bare);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, message: 'AI assistant is not configured' });
    } finally {
      await bare.close();
    }
  });
});

describe('AI configuration', () => {
  const ai = (env: Record<string, string>) => loadConfig(env).ai;

  it('is off without AI_BASE_URL, on with it and AI_MODEL, the key optional', () => {
    expect(ai({}).upstream).toBeUndefined();
    expect(ai({ AI_BASE_URL: 'https://llm.example.com/v1/', AI_MODEL: 'm', AI_API_KEY: 'k' }).upstream)
      .toEqual({ baseUrl: 'https://llm.example.com/v1', model: 'm', apiKey: 'k' });
    expect(ai({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3' }).upstream?.apiKey).toBeUndefined();
    expect(ai({}).timeoutMs).toBe(30_000);
  });

  it('refuses half a configuration at start, saying what is missing', () => {
    expect(() => ai({ AI_BASE_URL: 'https://llm.example.com/v1' })).toThrow(/AI_MODEL/);
    expect(() => ai({ AI_API_KEY: 'k' })).toThrow(/AI_BASE_URL/);
    expect(() => ai({ AI_BASE_URL: 'llm.example.com', AI_MODEL: 'm' })).toThrow(/http\(s\) URL/);
    expect(() => ai({ AI_TIMEOUT_MS: '0' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
