// The state of a sign-in attempt lives in statements signed with the server's key, held by the
// browser (console-side session storage) rather than in server memory, so any replica can finish a
// flow another one started, and nothing in them can be altered or outlive its time.
//  - The flow statement: provider, state, nonce, PKCE verifier, redirect URI, invitation key (10 min).
//  - The identity statement: the person the provider signed in, after the spec's rules (5 min).
import * as oidc from 'openid-client';
import type { TokenService } from '../../security/tokens';
import { HttpError } from '../../http/errors';
import { SSO_SYSTEMS, type SsoSystem } from './config';
import type { FlowSecrets } from './provider';
import type { SsoIdentity } from './rules';

const FLOW_AUDIENCE = 'sso-flow';
const FLOW_TTL_SECONDS = 600;
const IDENTITY_AUDIENCE = 'sso-identity';
const IDENTITY_TTL_SECONDS = 300;

export const FLOW_INVALID = 'This sign-in has expired or is not valid. Please start again.';
export const flowInvalid = () => new HttpError(400, FLOW_INVALID, 'invalid_sso_state');

export interface Flow extends FlowSecrets {
  ssoSystem: SsoSystem;
  redirectUri: string;
  /** The invitation the person signs in to accept, if any. */
  key?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const isSystem = (value: unknown): value is SsoSystem => SSO_SYSTEMS.includes(value as SsoSystem);

export function newFlow(ssoSystem: SsoSystem, redirectUri: string, key?: string): Flow {
  return {
    ssoSystem, redirectUri, key,
    state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier(),
  };
}

export const signFlow = (tokens: TokenService, flow: Flow): Promise<string> =>
  tokens.signStatement({ ...flow }, FLOW_TTL_SECONDS, FLOW_AUDIENCE);

/** The flow of a statement this server signed less than 10 minutes ago; anything else is a 400. */
export async function readFlow(tokens: TokenService, statement: string): Promise<Flow> {
  const claims = await tokens.verifyStatement(statement, FLOW_AUDIENCE);
  const [state, nonce, verifier, redirectUri] = [claims?.state, claims?.nonce, claims?.verifier, claims?.redirectUri].map(text);
  if (!claims || !isSystem(claims.ssoSystem) || !state || !nonce || !verifier || !redirectUri) throw flowInvalid();
  return { ssoSystem: claims.ssoSystem, state, nonce, verifier, redirectUri, key: text(claims.key) };
}

export const signIdentity = (tokens: TokenService, identity: SsoIdentity): Promise<string> =>
  tokens.signStatement({ ...identity }, IDENTITY_TTL_SECONDS, IDENTITY_AUDIENCE);

export const IDENTITY_INVALID = 'This single sign-on has expired or is not valid. Please sign in again.';

export async function readIdentity(tokens: TokenService, statement: string): Promise<SsoIdentity> {
  const claims = await tokens.verifyStatement(statement, IDENTITY_AUDIENCE);
  const [ssoUserId, username] = [claims?.ssoUserId, claims?.username].map(text);
  if (!claims || !isSystem(claims.ssoSystem) || !ssoUserId || !username) {
    throw new HttpError(401, IDENTITY_INVALID, 'invalid_sso_token');
  }
  return {
    ssoSystem: claims.ssoSystem, ssoUserId, username,
    email: text(claims.email), emailVerified: claims.emailVerified === true,
    firstName: text(claims.firstName) ?? '', lastName: text(claims.lastName) ?? '',
  };
}
