// A real OpenID Connect provider (oidc-provider) on a local port, for single sign-on tests: its
// development sign-in form accepts any login name, and the person it signs in has the claims this
// file's `people` give that name (or, for other names, an email address equal to the name).
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const CLIENT_SECRET = 'local-test-secret';

/** Claims of the people tests sign in as, by the login name typed at the provider. */
export const people: Record<string, Record<string, unknown>> = {
  'unverified@example.com': { email: 'unverified@example.com', email_verified: false, given_name: 'Una' },
  'no-username': { given_name: 'Nameless', family_name: 'Person' },
  'microsoft-only-upn': { preferred_username: 'mo@contoso.example', given_name: 'Mo' },
};

const claimsOf = (login: string): Record<string, unknown> =>
  people[login] ?? { email: login, email_verified: true, given_name: login.split('@')[0], family_name: 'Tester' };

export interface LocalProvider {
  issuer: string;
  close(): Promise<void>;
}

/** Starts the provider on `port` (0: a free one) with one confidential client per id in `clientIds`. */
export async function startOidcProvider(clientIds: string[], redirectUri: string, port = 0, host = '127.0.0.1'): Promise<LocalProvider> {
  // The issuer names the port, so the server listens before the provider exists.
  const route: { to?: RequestListener } = {};
  const server: Server = createServer((req, res) => route.to?.(req, res));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: clientIds.map((clientId) => ({
      client_id: clientId, client_secret: CLIENT_SECRET, redirect_uris: [redirectUri],
      grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post',
    })),
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: `subject-${id}`, ...claimsOf(id) }) }),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    cookies: { keys: ['local-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  route.to = provider.callback();
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
