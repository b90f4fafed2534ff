// Facebook: OAuth 2 authorization code (Facebook Login's manual flow), then the Graph API's /me.
// Calls carry appsecret_proof, so a leaked access token is useless without the app secret.
import { createHmac } from 'node:crypto';
import type { FacebookClientConfig } from './config';
import { claimText, providerUnavailable, signInRefused, type FlowSecrets, type ProviderIdentity, type SsoProvider } from './provider';

const TIMEOUT_MS = 15_000;

async function graphJson(url: URL): Promise<Record<string, unknown>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } })
    .catch(() => {
      throw providerUnavailable('facebook');
    });
  const body = await response.json().catch(() => ({})) as Record<string, unknown>;
  if (!response.ok) {
    const error = body.error as { message?: string } | undefined;
    throw signInRefused('facebook', error?.message ?? `status ${response.status}`);
  }
  return body;
}

export function facebookProvider(client: FacebookClientConfig): SsoProvider {
  return {
    system: 'facebook',
    async authorizationUrl(flow: FlowSecrets, redirectUri: string) {
      const url = new URL(client.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: client.clientId, redirect_uri: redirectUri, state: flow.state, response_type: 'code', scope: 'email,public_profile',
      }).toString();
      return url;
    },

    async identity(flow: FlowSecrets, callbackUrl: URL): Promise<ProviderIdentity> {
      const code = callbackUrl.searchParams.get('code');
      if (!code || callbackUrl.searchParams.get('state') !== flow.state) throw signInRefused('facebook', 'the answer does not match this sign-in');
      const redirectUri = `${callbackUrl.origin}${callbackUrl.pathname}`;
      const tokenUrl = new URL(`${client.graphUrl}/oauth/access_token`);
      tokenUrl.search = new URLSearchParams({
        client_id: client.clientId, client_secret: client.clientSecret, redirect_uri: redirectUri, code,
      }).toString();
      const accessToken = claimText((await graphJson(tokenUrl)).access_token);
      if (!accessToken) throw signInRefused('facebook', 'no access token');

      const meUrl = new URL(`${client.graphUrl}/me`);
      meUrl.search = new URLSearchParams({
        fields: 'id,first_name,last_name,email',
        access_token: accessToken,
        appsecret_proof: createHmac('sha256', client.clientSecret).update(accessToken).digest('hex'),
      }).toString();
      const me = await graphJson(meUrl);
      const id = claimText(me.id);
      if (!id) throw signInRefused('facebook', 'no user id');
      const email = claimText(me.email);
      return {
        ssoSystem: 'facebook',
        ssoUserId: id,
        username: email,
        email,
        // Facebook does not say whether the address was confirmed, so it never links to an existing user.
        emailVerified: false,
        firstName: claimText(me.first_name) ?? '',
        lastName: claimText(me.last_name) ?? '',
      };
    },
  };
}
