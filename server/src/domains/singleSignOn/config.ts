// Which single sign-on providers are on, from environment variables (README.md). A provider is on
// only when both its client id and secret are set; the others never show on the login page.
export const SSO_SYSTEMS = ['google', 'microsoft', 'linkedin', 'facebook'] as const;
export type SsoSystem = (typeof SSO_SYSTEMS)[number];

/** Google, Microsoft and LinkedIn: OpenID Connect, everything else found by discovery from the issuer. */
export interface OidcClientConfig {
  protocol: 'oidc';
  clientId: string;
  clientSecret: string;
  issuer: string;
}

/** Facebook: OAuth 2 with its Graph API (not OpenID Connect for web sign-in). */
export interface FacebookClientConfig {
  protocol: 'facebook';
  clientId: string;
  clientSecret: string;
  /** The login dialog. */
  authorizeUrl: string;
  /** The Graph API base: {graphUrl}/oauth/access_token and {graphUrl}/me. */
  graphUrl: string;
}

export type SsoClientConfig = OidcClientConfig | FacebookClientConfig;
export type SsoConfig = Partial<Record<SsoSystem, SsoClientConfig>>;

const DEFAULT_ISSUERS: Record<Exclude<SsoSystem, 'facebook'>, string> = {
  google: 'https://accounts.google.com',
  // The multi-tenant endpoint: openid-client checks each ID token's issuer against its tenant (tid).
  microsoft: 'https://login.microsoftonline.com/common/v2.0',
  linkedin: 'https://www.linkedin.com/oauth',
};

const FACEBOOK_DIALOG = 'https://www.facebook.com/v19.0/dialog/oauth';
const FACEBOOK_GRAPH = 'https://graph.facebook.com/v19.0';

const trimSlash = (url: string) => url.replace(/\/$/, '');

export function loadSsoConfig(env: NodeJS.ProcessEnv): SsoConfig {
  const sso: SsoConfig = {};
  for (const system of SSO_SYSTEMS) {
    const prefix = `SSO_${system.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`];
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    sso[system] = system === 'facebook'
      ? {
        protocol: 'facebook', clientId, clientSecret,
        authorizeUrl: env.SSO_FACEBOOK_AUTHORIZE_URL || FACEBOOK_DIALOG,
        graphUrl: trimSlash(env.SSO_FACEBOOK_GRAPH_URL || FACEBOOK_GRAPH),
      }
      : { protocol: 'oidc', clientId, clientSecret, issuer: env[`${prefix}ISSUER`] || DEFAULT_ISSUERS[system] };
  }
  return sso;
}
