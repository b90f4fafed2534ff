// Every route that takes a secret says so, or the server does not start. A route whose schema has
// an input named like a secret (body, query, path or header) declares the secret it checks
// (`config.secretCheck`, counted by attempts.ts), or says for each such input why it is not checked
// as one (`config.noSecretCheck`). Declared routes also get the per-address request rate limit.
import type { FastifyInstance, onRouteHookHandler } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { SecretFactor } from './attempts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Inputs named like secrets that this route does not check as one, each with the reason. */
    noSecretCheck?: Record<string, string>;
  }
  interface FastifyInstance {
    /** The routes that declared a secret check, for the tests that hold every one of them to its limits. */
    secretRoutes: SecretRoute[];
  }
}

export interface SecretRoute {
  method: string;
  url: string;
  factor: SecretFactor;
}

/** Names of inputs that carry secrets, compared in lower case without '-' and '_' (refresh_token, x-api-key). */
const SECRET_NAMES = new Set([
  'password', 'oldpassword', 'secret', 'code', 'otp', 'recoverycode', 'key', 'apikey', 'xapikey',
  'token', 'mfatoken', 'refreshtoken',
]);

export const looksSecret = (name: string) => SECRET_NAMES.has(name.toLowerCase().replace(/[-_]/g, ''));

interface ObjectSchema {
  properties?: Record<string, unknown>;
  allOf?: unknown[];
  anyOf?: unknown[];
  oneOf?: unknown[];
}

function inputNames(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const { properties = {}, allOf = [], anyOf = [], oneOf = [] } = schema as ObjectSchema;
  return [...Object.keys(properties), ...[...allOf, ...anyOf, ...oneOf].flatMap(inputNames)];
}

/** The route's inputs that are named like secrets. */
export function secretInputs(schema: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown } | undefined): string[] {
  if (!schema) return [];
  return [schema.body, schema.querystring, schema.params, schema.headers].flatMap(inputNames).filter(looksSecret);
}

/**
 * The onRoute hook that holds routes to the rule above, records the declared ones in
 * `app.secretRoutes`, and gives them `rateLimit` unless they set their own. Add it before
 * @fastify/rate-limit, whose own onRoute hook reads the limit.
 */
export function secretRouteAudit(app: FastifyInstance, rateLimit: RateLimitOptions): onRouteHookHandler {
  return (route) => {
    const where = `${String(route.method)} ${route.url}`;
    const inputs = secretInputs(route.schema);
    const { secretCheck, noSecretCheck = {} } = route.config ?? {};
    for (const name of Object.keys(noSecretCheck)) {
      if (!inputs.includes(name)) throw new Error(`${where}: config.noSecretCheck names "${name}", which is no secret-looking input of the route`);
    }
    if (secretCheck) {
      if (route.method !== 'HEAD') app.secretRoutes.push({ method: String(route.method), url: route.url, factor: secretCheck });
      route.config = { rateLimit, ...route.config };
      return;
    }
    const undeclared = inputs.find((name) => !(name in noSecretCheck));
    if (undeclared) {
      throw new Error(`${where} takes "${undeclared}", named like a secret: declare the secret it checks `
        + '(config.secretCheck, see server/src/security/attempts.ts) or why it is not checked here (config.noSecretCheck).');
    }
  };
}
