// Google, Microsoft and LinkedIn: the OpenID Connect authorization-code flow with PKCE (S256),
// state and nonce, by openid-client. Endpoints and keys come from the issuer's discovery document,
// fetched once per process (again after a failure).
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { OidcClientConfig, SsoSystem } from './config';
import { claimText, providerUnavailable, signInRefused, type FlowSecrets, type ProviderIdentity, type SsoProvider } from './provider';

const SCOPE = 'openid email profile';

/** Providers say email_verified as a boolean; a few send the string "true". */
const isTrue = (value: unknown) => value === true || value === 'true';

export function oidcProvider(system: SsoSystem, client: OidcClientConfig, log: FastifyBaseLogger): SsoProvider {
  // Plain http only for a local issuer (tests, development); real providers are https.
  const options = client.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined;
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc.discovery(new URL(client.issuer), client.clientId, client.clientSecret, undefined, options)
      .catch((err: unknown) => {
        log.warn({ err, issuer: client.issuer }, `${system} single sign-on: discovery failed`);
        discovered = undefined;
        throw providerUnavailable(system);
      });
    return discovered;
  };

  return {
    system,
    async authorizationUrl(flow: FlowSecrets, redirectUri: string) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
    },

    async identity(flow: FlowSecrets, callbackUrl: URL): Promise<ProviderIdentity> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true,
      }).catch((err: unknown) => {
        throw signInRefused(system, err instanceof Error ? err.message : 'the code was not accepted');
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw signInRefused(system, 'no ID token');
      // Providers put the profile in the ID token or only behind the userinfo endpoint; the signed
      // ID token wins where both say something.
      const userInfo = config.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub).catch(() => ({}))
        : {};
      const claims: Record<string, unknown> = { ...userInfo, ...idClaims };
      const email = claimText(claims.email);
      return {
        ssoSystem: system,
        ssoUserId: idClaims.sub,
        username: system === 'microsoft' ? claimText(claims.preferred_username) ?? email : email,
        email,
        emailVerified: isTrue(claims.email_verified),
        firstName: claimText(claims.given_name) ?? claimText(claims.name) ?? '',
        lastName: claimText(claims.family_name) ?? '',
      };
    },
  };
}
