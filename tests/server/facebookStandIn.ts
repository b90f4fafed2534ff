// A local stand-in for Facebook Login's OAuth 2 endpoints (it is not OpenID Connect): the login
// dialog, the Graph API's code-for-token exchange and /me, checking what Facebook checks (client,
// secret, redirect URI, single-use code, appsecret_proof).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FacebookPerson {
  id: string;
  first_name: string;
  last_name: string;
  email?: string;
}

export interface FacebookStandIn {
  authorizeUrl: string;
  graphUrl: string;
  /** The person the next login dialog signs in. */
  signInAs(person: FacebookPerson): void;
  close(): Promise<void>;
}

export async function startFacebookStandIn(clientId: string, clientSecret: string): Promise<FacebookStandIn> {
  let next: FacebookPerson | undefined;
  const codes = new Map<string, { person: FacebookPerson; redirectUri: string }>();
  const tokens = new Map<string, FacebookPerson>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const q = url.searchParams;
    const json = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const oauthError = (message: string) => json(400, { error: { message, type: 'OAuthException', code: 100 } });

    if (url.pathname === '/dialog/oauth') {
      const redirect = q.get('redirect_uri');
      if (q.get('client_id') !== clientId || !redirect || q.get('response_type') !== 'code' || !next) return oauthError('Invalid login request');
      const code = randomBytes(12).toString('hex');
      codes.set(code, { person: next, redirectUri: redirect });
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      return res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === '/graph/oauth/access_token') {
      const grant = codes.get(q.get('code') ?? '');
      codes.delete(q.get('code') ?? '');
      if (q.get('client_id') !== clientId || q.get('client_secret') !== clientSecret) return oauthError('Error validating client secret.');
      if (!grant || grant.redirectUri !== q.get('redirect_uri')) return oauthError('This authorization code has been used.');
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, grant.person);
      return json(200, { access_token: accessToken, token_type: 'bearer', expires_in: 5183944 });
    }
    if (url.pathname === '/graph/me') {
      const token = q.get('access_token') ?? '';
      const person = tokens.get(token);
      const proof = createHmac('sha256', clientSecret).update(token).digest('hex');
      if (!person || q.get('appsecret_proof') !== proof) return oauthError('Invalid OAuth access token.');
      const fields = (q.get('fields') ?? 'id').split(',');
      return json(200, Object.fromEntries(Object.entries(person).filter(([field]) => fields.includes(field))));
    }
    return json(404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    authorizeUrl: `${origin}/dialog/oauth`,
    graphUrl: `${origin}/graph`,
    signInAs: (person) => {
      next = person;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
