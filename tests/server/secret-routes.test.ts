// Every route that checks a secret is declared, and every declared one is held to its limit. A
// new route with a secret-looking input does not start undeclared (the boot audit), and once
// declared it fails here until this file's table gives it a wrong attempt that the limit stops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Type } from 'typebox';
import { signIdentity } from '../../server/src/domains/singleSignOn/flow';
import { looksSecret, secretRouteAudit } from '../../server/src/security/secretRoutes';
import { startTestServer, type TestServer } from './harness';
import { newUser as userWithoutPassword } from './fixtures';
import { PASSWORD, newUser } from './fixtures-auth';
import {
  FACTOR_CASES, LOCKED, TEST_LIMITS, freshAddress, randomSecret, twoFactorUser, wrongCode,
} from './fixtures-secrets';

/** A wrong attempt at the route from a client address, for a user of its own where the route knows one. */
type WrongAttempt = (address: string) => InjectOptions;

interface RouteCase {
  /** Whose count locks first: the user's, where the route knows whose secret it is, else the address's. */
  counted: 'user' | 'address';
  wrong(server: TestServer): Promise<WrongAttempt>;
}

async function bearer(server: TestServer, label: string) {
  const user = await userWithoutPassword(server, label);
  const { accessToken } = await server.app.platform.tokens.issue(user.id, user.username);
  return { user, headers: { authorization: `Bearer ${accessToken}` } };
}

const unknownKey = (method: 'PUT' | 'GET' | 'POST', path: string): RouteCase['wrong'] =>
  async () => (remoteAddress) => ({ method, url: `${path}?key=${randomSecret()}`, remoteAddress });

const ROUTES: Record<string, RouteCase> = {
  'POST /auth/login': {
    counted: 'user',
    wrong: async (server) => {
      const { username } = await newUser(server, 'login');
      return (remoteAddress) => ({ method: 'POST', url: '/auth/login', remoteAddress, payload: { username, password: 'Wr0ng!pass' } });
    },
  },
  'POST /auth/twoFactorAuth': {
    counted: 'user',
    wrong: async (server) => {
      const { user, secret, mfaToken } = await twoFactorUser(server);
      return (remoteAddress) => ({
        method: 'POST', url: '/auth/twoFactorAuth', remoteAddress, payload: { username: user.username, code: wrongCode(secret), mfaToken },
      });
    },
  },
  'POST /auth/refresh-token': {
    counted: 'address',
    wrong: async () => (remoteAddress) => ({ method: 'POST', url: '/auth/refresh-token', remoteAddress, payload: { refresh_token: randomSecret() } }),
  },
  'GET /auth/adminLogout': {
    counted: 'address',
    wrong: async () => (remoteAddress) => ({ method: 'GET', url: '/auth/adminLogout', remoteAddress, headers: { refreshtoken: randomSecret() } }),
  },
  'GET /auth/logout': {
    counted: 'address',
    wrong: async () => (remoteAddress) => ({ method: 'GET', url: '/auth/logout', remoteAddress, headers: { refreshtoken: randomSecret() } }),
  },
  'POST /auth/changePassword': {
    counted: 'user',
    wrong: async (server) => {
      const { headers } = await bearer(server, 'change');
      return (remoteAddress) => ({
        method: 'POST', url: '/auth/changePassword', remoteAddress, headers, payload: { oldPassword: 'Wr0ng!pass', newPassword: 'N3w!passw0rd' },
      });
    },
  },
  'GET /auth/using2fa': {
    counted: 'user',
    wrong: async (server) => {
      const { user, secret } = await twoFactorUser(server);
      const { accessToken } = await server.app.platform.tokens.issue(user.id, user.username);
      return (remoteAddress) => ({
        method: 'GET', remoteAddress, headers: { authorization: `Bearer ${accessToken}` },
        url: `/auth/using2fa?using2fa=false&username=${encodeURIComponent(user.username)}&code=${wrongCode(secret)}`,
      });
    },
  },
  'POST /auth/appLoginToken': {
    counted: 'address',
    wrong: async () => (remoteAddress) => ({ method: 'POST', url: '/auth/appLoginToken', remoteAddress, payload: { code: randomSecret(), appId: 1 } }),
  },
  'POST /auth/register': {
    counted: 'address',
    wrong: async () => (remoteAddress) => ({
      method: 'POST', url: `/auth/register?key=${randomSecret()}`, remoteAddress,
      payload: { username: `invitee-${randomSecret().slice(0, 8)}@example.com`, password: PASSWORD, firstName: 'In', lastName: 'Vitee' },
    }),
  },
  'GET /auth/verify': {
    counted: 'address',
    wrong: async () => (remoteAddress) => ({ method: 'GET', url: `/auth/verify?token=${randomSecret()}`, remoteAddress }),
  },
  'POST /auth/resetPassword': {
    counted: 'address',
    wrong: async () => (remoteAddress) => ({ method: 'POST', url: '/auth/resetPassword', remoteAddress, payload: { token: randomSecret(), password: PASSWORD } }),
  },
  'POST /auth/ssoRegister': {
    counted: 'user',
    wrong: async (server) => {
      const username = `sso-${randomSecret().slice(0, 8)}@example.com`;
      const token = await signIdentity(server.app.platform.tokens, {
        ssoSystem: 'google', ssoUserId: username, username, email: username, emailVerified: true, firstName: 'Sso', lastName: 'User',
      });
      return (remoteAddress) => ({ method: 'POST', url: `/auth/ssoRegister?key=${randomSecret()}`, remoteAddress, payload: { token } });
    },
  },
  'PUT /auth/add-account': {
    counted: 'user',
    wrong: async (server) => {
      const { headers } = await bearer(server, 'joiner');
      return (remoteAddress) => ({ method: 'PUT', url: `/auth/add-account?key=${randomSecret()}`, remoteAddress, headers });
    },
  },
  'PUT /users/accept-invitation': { counted: 'address', wrong: unknownKey('PUT', '/users/accept-invitation') },
  'PUT /users/resend-invitation-request': { counted: 'address', wrong: unknownKey('PUT', '/users/resend-invitation-request') },
  'PUT /users/resend-invitation': {
    counted: 'user',
    wrong: async (server) => {
      const { headers } = await bearer(server, 'inviter');
      return (remoteAddress) => ({ method: 'PUT', url: `/users/resend-invitation?key=${randomSecret()}`, remoteAddress, headers });
    },
  },
};

/**
 * Operations whose inputs are named like secrets but that check none (each says why in its
 * config.noSecretCheck). Adding one here is a reviewed decision, like adding it there.
 */
const REVIEWED_NOT_SECRET_CHECKS = [
  'POST /auth/passwordValidate', 'POST /auth/appLoginAuthentication', 'POST /auth/ssoAuthorize',
  'POST /auth/getLinkedInSSOToken', 'GET /auth/getLinkedInSSOData', 'POST /auth/ssoLogin', 'GET /storage/images/{key}',
  // A connector's or an instance's credentials for a third party: stored sealed, never checked here.
  'POST /api/connector/v1/connector-api', 'PUT /api/connector/v1/connector-api/{id}',
  'POST /api/connector/v1/connector-instance-api', 'PUT /api/connector/v1/connector-instance-api/{id}',
  // Another database's password, kept sealed to reach it (databases/routes/connections.ts).
  'POST /data-migrate/database', 'PUT /data-migrate/database/{id}', 'POST /data-migrate/database/test',
  // The demo apps' landing page hands its code to POST /auth/appLoginToken, which checks and counts it.
  'GET /demo-apps/{appId}',
  // The provider's return without the /admin prefix only redirects; the console's return page exchanges the code.
  'GET /auth/linkedin',
  // An API key is 190 random bits, not guessable: its verification is limited per key instead (apiKeys/routes/verify.ts).
  'POST /app/developerApp/api-keys/verify',
  // The same key as the credential of an app's own reads (X-API-Key), limited per key alike (apiKeys/api.ts).
  'GET /app/developerApp/properties/instance-ui-texts', 'GET /app/parameter/instance-parameters',
  // A one-minute download link's token, a statement the server signed: checked by its signature (dataExport/routes/exports.ts).
  'GET /data-export/export-file/{id}',
  // The same for a container file's download link (databases/routes/containers.ts).
  'GET /data-migrate/container-file/{id}',
];

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every operation of the OpenAPI document with its inputs named like secrets (Authorization aside). */
function secretTakingOperations(app: FastifyInstance): string[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) => Object.entries(operations).flatMap(([method, operation]) => {
    const names = [
      ...(operation.parameters ?? []).map((p) => p.name),
      ...Object.values(operation.requestBody?.content ?? {}).flatMap((c) => Object.keys(c.schema?.properties ?? {})),
    ];
    return names.some(looksSecret) ? [`${method.toUpperCase()} ${path}`] : [];
  }));
}

describe('routes that check a secret', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ secretAttempts: TEST_LIMITS, mailRateLimit: 1000 }); });
  afterAll(async () => { await server.close(); });

  const declared = () => server.app.secretRoutes.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);

  it('declare their secret: every operation of the OpenAPI document with a secret-looking input does, or is a reviewed exception', () => {
    const taking = secretTakingOperations(server.app);
    expect(taking.filter((op) => !declared().includes(op) && !REVIEWED_NOT_SECRET_CHECKS.includes(op))).toEqual([]);
    expect(REVIEWED_NOT_SECRET_CHECKS.filter((op) => !taking.includes(op))).toEqual([]);
  });

  it('are each in this file\'s table, and each of their factors is tried in secret-attempts.test.ts', () => {
    expect(declared().sort()).toEqual(Object.keys(ROUTES).sort());
    const factors = new Set(server.app.secretRoutes.map((r) => r.factor));
    expect([...factors].sort()).toEqual(FACTOR_CASES.map((c) => c.factor).sort());
  });

  it.each(Object.entries(ROUTES))('%s refuses the attempt after the limit with 429', async (_, { counted, wrong }) => {
    const attempt = await wrong(server);
    const address = freshAddress();
    const limit = counted === 'user' ? TEST_LIMITS.perUser : TEST_LIMITS.perAddress;
    for (let i = 0; i < limit; i += 1) {
      const res = await server.app.inject(attempt(address));
      expect(res.statusCode, res.body).not.toBe(429);
    }
    const refused = await server.app.inject(attempt(address));
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().message).toMatch(LOCKED);
  });
});

describe('the boot audit of secret-taking routes', () => {
  /** An app of one route whose body has an apiKey, with the audit and the rate limiter as app.ts adds them. */
  async function boot(config: object) {
    const app = Fastify();
    app.decorate('secretRoutes', []);
    app.addHook('onRoute', secretRouteAudit(app, { max: 2, timeWindow: '1 minute' }));
    await app.register(rateLimit, { global: false });
    await app.register(async (scope) => {
      scope.post('/probe', { config, schema: { body: Type.Object({ apiKey: Type.String() }) } }, async () => ({ ok: true }));
    });
    await app.ready();
    return app;
  }

  it('refuses to start with a route that takes a secret-looking input and declares nothing', async () => {
    await expect(boot({})).rejects.toThrow(/POST \/probe takes "apiKey", named like a secret: declare the secret it checks/);
  });

  it('refuses an exception for an input the route does not have', async () => {
    await expect(boot({ noSecretCheck: { token: 'no such input' } })).rejects.toThrow(/names "token", which is no secret-looking input/);
  });

  it('starts with a reviewed exception', async () => {
    const app = await boot({ noSecretCheck: { apiKey: 'an example that checks nothing' } });
    expect(app.secretRoutes).toEqual([]);
    await app.close();
  });

  it('gives a declared route the per-address request limit', async () => {
    const app = await boot({ secretCheck: 'password' });
    expect(app.secretRoutes).toEqual([{ method: 'POST', url: '/probe', factor: 'password' }]);
    const post = () => app.inject({ method: 'POST', url: '/probe', payload: { apiKey: 'x' } });
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(429);
    await app.close();
  });
});
