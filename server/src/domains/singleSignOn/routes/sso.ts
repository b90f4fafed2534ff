// Single sign-on (console-shell.md §2 linkedin route, §3 payload, §5 rules, §7 calls). The server
// runs the provider's authorization-code flow; the browser only carries signed statements:
//   ssoProviders → ssoAuthorize (the provider's URL + the signed flow) → the provider → the console's
//   /admin/auth/linkedin?code&state → getLinkedInSSOToken (code exchanged here, rules applied) →
//   getLinkedInSSOData (who it is) → ssoLogin, or ssoRegister?key with an invitation; add-account?key
//   lets a signed-in user join the invitation's account. docs/decisions.md has the mapping.
// Declared in contract/singleSignOnRoutes.ts; the flow's calls are public, so mounted by hand. The
// provider's return to /linkedin is a navigation, not a call, so it is not declared.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { acceptInvitation, usableInvitation } from '../../users/api';
import { findUserById } from '../../../core/userRecords';
import { HttpError, unauthorized } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { mountDeclared, declaredPath } from '../../../http/declaredRoute';
import { requireCaller } from '../../../security/guard';
import { SSO_SYSTEMS, type SsoSystem } from '../config';
import { flowInvalid, newFlow, readFlow, readIdentity, signFlow, signIdentity } from '../flow';
import { PROVIDER_NAMES } from '../provider';
import { ssoProviders } from '../providers';
import { acceptedIdentity } from '../rules';
import { userForIdentity } from '../users';
import { LoginReply } from '../../session/api';
import { loginReply } from '../../session/api';
import {
  AccountJoined, InvitationKeyQuery, OptionalInvitationKeyQuery, SsoAuthorization, SsoAuthorize, SsoCode, SsoPayload,
  SsoProviderList, SsoToken, SsoTokenBody, SsoTokenQuery,
} from '../../../../../contract/singleSignOn';
import { singleSignOnRoutes as declared } from '../../../../../contract/singleSignOnRoutes';

/** The console's single sign-on return route (console-shell.md §2 "linkedin"), for every provider. */
export const SSO_RETURN_PATH = '/admin/auth/linkedin';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { database: { db }, tokens, config, attempts } = app.platform;
  const providers = ssoProviders(config.sso, app.log);
  const redirectUri = `${config.publicUrl}${SSO_RETURN_PATH}`;
  const rateLimit = { max: config.loginRateLimit, timeWindow: '1 minute' };
  const enabled = (ssoSystem: SsoSystem) => {
    const provider = providers[ssoSystem];
    if (!provider) throw new HttpError(404, `Sign-in with ${PROVIDER_NAMES[ssoSystem]} is not enabled.`);
    return provider;
  };

  // §2 "Other sign-in related routes": /auth/linkedin without the /admin prefix (a provider set up
  // with the short return address) leads to the console's return page, its query unchanged.
  const returnQuery = Type.Object({
    code: Type.Optional(Type.String({ maxLength: 2048 })),
    state: Type.Optional(Type.String({ maxLength: 2048 })),
    error: Type.Optional(Type.String({ maxLength: 200 })),
    error_description: Type.Optional(Type.String({ maxLength: 1000 })),
  });
  app.get('/linkedin', {
    config: { noSecretCheck: { code: "passed on to the console's return page, which exchanges it" } },
    schema: {
      operationId: 'singleSignOn.linkedInReturn', security: [], querystring: returnQuery,
      summary: "The provider's return, sent on to the console's return page (/admin/auth/linkedin)",
      response: { 302: { description: "A redirect to the console's return page, with the provider's query" } },
    },
  }, async (request, reply) => {
    const query = new URLSearchParams(Object.entries(request.query).filter((e): e is [string, string] => e[1] !== undefined));
    return reply.redirect(`${SSO_RETURN_PATH}${query.size > 0 ? `?${query.toString()}` : ''}`);
  });

  app.get(declaredPath(app, declared.providers), {
    schema: {
      summary: 'The single sign-on providers that are turned on', security: [],
      response: { 200: SsoProviderList },
    },
  }, async () => ({
    providers: SSO_SYSTEMS.filter((system) => providers[system]).map((ssoSystem) => ({ ssoSystem, name: PROVIDER_NAMES[ssoSystem] })),
  }));

  app.post(declaredPath(app, declared.authorize), {
    config: { rateLimit, noSecretCheck: { key: 'an invitation key carried in the signed flow; ssoRegister checks it' } },
    schema: {
      summary: "Start a single sign-on: the provider's sign-in URL and the signed flow state", security: [],
      description: 'Keep `flow` in the browser tab and send it to getLinkedInSSOToken with the code. '
        + 'With an invitation key, the key comes back from getLinkedInSSOToken for ssoRegister.',
      body: SsoAuthorize,
      response: { 200: SsoAuthorization, ...errorResponses(400, 404, 429, 502) },
    },
  }, async (request) => {
    const { ssoSystem, key } = request.body;
    const flow = newFlow(ssoSystem, redirectUri, key);
    const url = await enabled(ssoSystem).authorizationUrl(flow, redirectUri);
    return { url: url.href, flow: await signFlow(tokens, flow) };
  });

  app.post(declaredPath(app, declared.exchangeCode), {
    // Guessing it is pointless: the provider redeems it once, and only with this flow's PKCE verifier.
    config: { rateLimit, noSecretCheck: { code: "the provider's authorization code, checked by the provider" } },
    schema: {
      summary: "Exchange the provider's authorization code for the signed-in identity", security: [],
      description: 'Authorization-code grant with PKCE. Google needs a verified email; the others a username.',
      body: SsoCode,
      response: { 200: SsoToken, ...errorResponses(400, 401, 403, 404, 429, 502) },
    },
  }, async (request) => {
    const { code, state, iss, redirect } = request.body;
    const flow = await readFlow(tokens, request.body.flow);
    if (state !== flow.state || (redirect !== undefined && redirect !== flow.redirectUri)) throw flowInvalid();
    const callbackUrl = new URL(flow.redirectUri);
    callbackUrl.searchParams.set('code', code);
    callbackUrl.searchParams.set('state', state);
    if (iss) callbackUrl.searchParams.set('iss', iss);
    const identity = acceptedIdentity(await enabled(flow.ssoSystem).identity(flow, callbackUrl));
    return { token: await signIdentity(tokens, identity), ssoSystem: flow.ssoSystem, key: flow.key ?? null };
  });

  app.get(declaredPath(app, declared.identity), {
    config: { noSecretCheck: { token: 'a statement this server signed: its signature is checked, no guess can pass' } },
    schema: {
      summary: 'The single sign-on payload of a signed-in identity', security: [],
      querystring: SsoTokenQuery,
      response: { 200: SsoPayload, ...errorResponses(400, 401) },
    },
  }, async (request) => {
    const identity = await readIdentity(tokens, request.query.token);
    return {
      username: identity.username, firstName: identity.firstName, lastName: identity.lastName, email: identity.email ?? null,
      ssoSystem: identity.ssoSystem, sso: true as const, ssoUserId: identity.ssoUserId,
    };
  });

  app.post(declaredPath(app, declared.signIn), {
    config: { rateLimit, noSecretCheck: { token: 'a statement this server signed: its signature is checked, no guess can pass' } },
    schema: {
      summary: 'Sign in with a single sign-on identity (signing up on first use)', security: [],
      description: 'Answers like login: a session, or the two-factor step for users with two-factor on.',
      body: SsoTokenBody,
      response: { 200: LoginReply, ...errorResponses(400, 401, 403, 409, 429) },
    },
  }, async (request) => {
    const user = await userForIdentity(db, await readIdentity(tokens, request.body.token));
    return loginReply(db, tokens, user);
  });

  app.post(declaredPath(app, declared.register), {
    config: { secretCheck: 'invitationKey' },
    schema: {
      summary: 'Sign up (or in) with a single sign-on identity and accept an invitation', security: [],
      description: 'With a key, the user joins the invitation\'s account; without one this is ssoLogin.',
      querystring: OptionalInvitationKeyQuery,
      body: SsoTokenBody,
      response: { 200: LoginReply, ...errorResponses(400, 401, 403, 409, 429) },
    },
  }, async (request) => {
    const identity = await readIdentity(tokens, request.body.token);
    const { key } = request.query;
    // Its 400 before a user is created for nothing; counted for the identity's user and the address.
    if (key) await attempts.verify(request, identity.username, () => usableInvitation(db, key));
    const user = await userForIdentity(db, identity);
    if (key) await acceptInvitation(db, key, user);
    return loginReply(db, tokens, user);
  });

  mountDeclared(app, declared.joinAccount, { query: InvitationKeyQuery, response: AccountJoined }, {
    summary: "Join an invitation's account as the signed-in user", errors: [400, 401, 403, 429],
    config: { secretCheck: 'invitationKey' },
  }, async (request) => {
    const caller = requireCaller(request);
    const user = await findUserById(db, caller.userId);
    if (!user) throw unauthorized();
    const { accountId, accountUserId } = await attempts.verify(request, caller.username, () => acceptInvitation(db, request.query.key, user));
    return { message: 'Invitation accepted.', accountId, accountUserId };
  });
};

export default routes;
