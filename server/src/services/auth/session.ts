// Signing in and out: login (with the two-factor step), refresh, this-session and all-sessions
// sign-out, and the token check the console runs on start.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Platform } from '../../platform';
import { findUserById } from '../../domain/users';
import { unauthorized } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { authenticated, bearerToken, requireCaller } from '../../security/guard';
import {
  Credentials, LoginReply, Message, RefreshRequest, SignedIn, SignOutHeaders, TokenCheck, TokenPair, TwoFactorLogin,
} from './schemas';
import { checkPassword, consumeCode, invalidCredentials, loginReply, mfaProof, signedIn } from './signIn';

/** Also served by the manage service at /manage/auth/tokenCheck. */
export function tokenCheck(request: FastifyRequest) {
  const { userId, username } = requireCaller(request);
  return { valid: true as const, userId, username };
}

/** The session a sign-out call names: a live access token, else a current refresh token (expired access). */
async function sessionToEnd(platform: Platform, request: FastifyRequest, refreshToken: string | undefined) {
  const token = bearerToken(request);
  if (token) {
    const claims = await platform.tokens.verifyAccess(token).catch(() => undefined);
    if (claims && await platform.tokens.isSessionActive(claims.sessionId)) return claims;
  }
  return refreshToken ? platform.tokens.sessionOfRefresh(refreshToken) : undefined;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { database: { db }, tokens, config } = app.platform;
  const rateLimit = { max: config.loginRateLimit, timeWindow: '1 minute' };

  app.post('/login', {
    config: { rateLimit },
    schema: {
      tags: ['auth'], summary: 'Sign in with username and password', security: [],
      description: 'Users with two-factor authentication get an mfaToken instead of tokens; send it to twoFactorAuth.',
      body: Credentials,
      response: { 200: LoginReply, ...errorResponses(400, 401, 403, 429) },
    },
  }, async (request) => {
    const user = await checkPassword(db, request.body.username, request.body.password);
    return loginReply(db, tokens, user);
  });

  app.post('/twoFactorAuth', {
    config: { rateLimit },
    schema: {
      tags: ['auth'], summary: 'Complete a two-factor sign-in with the authenticator code', security: [],
      body: TwoFactorLogin,
      response: { 200: SignedIn, ...errorResponses(400, 401, 429) },
    },
  }, async (request) => {
    const { username, code, mfaToken } = request.body;
    const proof = await mfaProof(tokens, mfaToken);
    const user = proof && await findUserById(db, proof.userId);
    if (!user || user.username.toLowerCase() !== username.toLowerCase() || user.status !== 'ACTIVE'
      || !user.using2fa || !user.totpSecret || !(await consumeCode(db, user.id, user.totpSecret, code))) {
      throw invalidCredentials();
    }
    return signedIn(db, tokens, user);
  });

  app.post('/refresh-token', {
    schema: {
      tags: ['auth'], summary: 'Swap a refresh token for a new token pair', security: [],
      description: 'Refresh tokens are single-use: presenting a used one ends its whole sign-in session.',
      body: RefreshRequest,
      response: { 200: TokenPair, ...errorResponses(400, 401) },
    },
  }, async (request) => tokens.rotate(request.body.refresh_token, async (userId) => {
    const user = await findUserById(db, userId);
    return user?.status === 'ACTIVE' ? user.username : undefined;
  }));

  app.get('/adminLogout', {
    schema: {
      tags: ['auth'], summary: 'Sign out of this session',
      description: 'Always answers 200: the console does not wait for it.',
      headers: SignOutHeaders,
      response: { 200: Message },
    },
  }, async (request) => {
    const session = await sessionToEnd(app.platform, request, request.headers.refreshtoken);
    if (session) await tokens.revokeFamily(session.sessionId);
    return { message: 'Signed out.' };
  });

  app.get('/logout', {
    schema: {
      tags: ['auth'], summary: 'Sign out of every session of the user ("Logout of all Apps")',
      headers: SignOutHeaders,
      response: { 200: Message, ...errorResponses(401) },
    },
  }, async (request) => {
    const session = await sessionToEnd(app.platform, request, request.headers.refreshtoken);
    if (!session) throw unauthorized('A valid access token or refresh token is required');
    await tokens.revokeAllForUser(session.userId);
    return { message: 'Signed out of all apps.' };
  });

  app.post('/tokenCheck', {
    preHandler: authenticated,
    schema: {
      tags: ['auth'], summary: 'Check the access token',
      response: { 200: TokenCheck, ...errorResponses(401) },
    },
  }, tokenCheck);
};

export default routes;
