// What every single sign-on provider does, whatever its protocol: build the address that sends the
// browser to its sign-in, and turn the code it sends back into the person it signed in.
import { HttpError } from '../../http/errors';
import type { SsoSystem } from './config';

/** The secrets of one sign-in attempt, kept in the signed flow statement (see flow.ts). */
export interface FlowSecrets {
  state: string;
  nonce: string;
  /** The PKCE code verifier; only its S256 challenge leaves the server. */
  verifier: string;
}

/** What the provider said about the person, before the spec's rules (rules.ts) are applied. */
export interface ProviderIdentity {
  ssoSystem: SsoSystem;
  /** The provider's stable subject identifier (sub, or Facebook's id). */
  ssoUserId: string;
  /** The sign-in name the provider gave (email, or Microsoft's preferred_username). */
  username?: string;
  email?: string;
  /** True only when the provider says so explicitly. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface SsoProvider {
  system: SsoSystem;
  authorizationUrl(flow: FlowSecrets, redirectUri: string): Promise<URL>;
  /** `callbackUrl` is the redirect URI with the query the provider sent back. */
  identity(flow: FlowSecrets, callbackUrl: URL): Promise<ProviderIdentity>;
}

export const PROVIDER_NAMES: Record<SsoSystem, string> = {
  google: 'Google', microsoft: 'Microsoft', linkedin: 'LinkedIn', facebook: 'Facebook',
};

/** The provider refused the code or answered something unusable: the user starts again. */
export const signInRefused = (system: SsoSystem, reason: string) =>
  new HttpError(401, `Sign-in with ${PROVIDER_NAMES[system]} failed: ${reason.replace(/\.$/, '')}. Please try again.`, 'sso_failed');

/** The provider could not be reached (discovery, network). */
export const providerUnavailable = (system: SsoSystem) =>
  new HttpError(502, `${PROVIDER_NAMES[system]} sign-in is unavailable at the moment. Please try again later.`, 'Bad Gateway');

export const claimText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
