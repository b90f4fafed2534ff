// Which single sign-on providers the environment turns on.
import { describe, expect, it } from 'vitest';
import { loadSsoConfig } from '../../server/src/domains/singleSignOn/config';

describe('single sign-on configuration', () => {
  it('turns nothing on by default', () => {
    expect(loadSsoConfig({})).toEqual({});
  });

  it('turns a provider on only with both its client id and secret', () => {
    expect(loadSsoConfig({ SSO_GOOGLE_CLIENT_ID: 'id' })).toEqual({});
    expect(loadSsoConfig({ SSO_GOOGLE_CLIENT_ID: 'id', SSO_GOOGLE_CLIENT_SECRET: 's' })).toEqual({
      google: { protocol: 'oidc', clientId: 'id', clientSecret: 's', issuer: 'https://accounts.google.com' },
    });
  });

  it('takes the issuer and Facebook endpoints from the environment when set', () => {
    const config = loadSsoConfig({
      SSO_MICROSOFT_CLIENT_ID: 'm', SSO_MICROSOFT_CLIENT_SECRET: 's', SSO_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      SSO_FACEBOOK_CLIENT_ID: 'f', SSO_FACEBOOK_CLIENT_SECRET: 's', SSO_FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/graph/',
    });
    expect(config.microsoft).toMatchObject({ issuer: 'https://login.microsoftonline.com/tenant/v2.0' });
    expect(config.facebook).toEqual({
      protocol: 'facebook', clientId: 'f', clientSecret: 's',
      authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth', graphUrl: 'http://127.0.0.1:9/graph',
    });
    expect(config.linkedin).toBeUndefined();
  });
});
