// Signing in and out: login (with the two-factor step), refresh, this-session and all-sessions
// sign-out, and the token check the console runs on start. Declared in contract/sessionRoutes.ts;
// all but the token check are public (no session yet, or one being ended), so mounted by hand.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Platform } from '../../../platform';
import { findUserById } from '../../../core/userRecords';
import { HttpError, unauthorized } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { bearerToken, requireCaller } from '../../../security/guard';
import { liveCaller } from '../../../security/sessionCaller';
import { mountDeclared, declaredPath } from '../../../http/declaredRoute';
import { signInRoutes as declared } from '../../../../../contract/sessionRoutes';
import {
  Credentials, LoginReply, Message, RefreshRequest, SignedIn, SignOutHeaders, TokenCheck, TokenPair, TwoFactorLogin,
} from '../../../../../contract/session';
import { checkPassword, consumeCode, invalidCredentials, loginReply, mfaProof, signedIn } from '../signIn';

/** Also served by the manage service at /manage/auth/tokenCheck. */
export async function tokenCheck(request: FastifyRequest) {
  const { userId, username } = requireCaller(request);
  return { valid: true as const, userId, username };
}

const NO_SESSION = 'A valid access token or refresh token is required';

/**
 * The session a sign-out call names: a live access token, else a current refresh token (expired
 * access). A refresh token that is not current is a failed refreshToken attempt (401).
 */
async function sessionToEnd(platform: Platform, request: FastifyRequest, refreshToken: string | undefined) {
  const token = bearerToken(request);
  if (token) {
    const claims = await liveCaller(platform, token).catch(() => undefined);
    if (claims) return claims;
  }
  if (!refreshToken) throw unauthorized(NO_SESSION);
  return platform.attempts.verify(request, undefined, async () => {
    const session = await platform.tokens.sessionOfRefresh(refreshToken);
    if (!session) throw unauthorized(NO_SESSION);
    return session;
  });
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { database: { db }, tokens, attempts, config } = app.platform;

  app.post(declaredPath(app, declared.login), {
    config: { secretCheck: 'password' },
    schema: {
      summary: 'Sign in with username and password', security: [],
      description: 'Users with two-factor authentication get an mfaToken instead of tokens; send it to twoFactorAuth.',
      body: Credentials,
      response: { 200: LoginReply, ...errorResponses(400, 401, 403, 429) },
    },
  }, async (request) => {
    const { username, password } = request.body;
    // Per username, so unknown names lock like real ones and a lock tells nothing about them.
    const user = await attempts.verify(request, username, () => checkPassword(db, username, password));
    return loginReply(db, tokens, user);
  });

  app.post(declaredPath(app, declared.twoFactor), {
    config: { secretCheck: 'totp' },
    schema: {
      summary: 'Complete a two-factor sign-in with the authenticator code', security: [],
      body: TwoFactorLogin,
      response: { 200: SignedIn, ...errorResponses(400, 401, 429) },
    },
  }, async (request) => {
    const { username, code, mfaToken } = request.body;
    const proof = await mfaProof(tokens, mfaToken);
    // Counted for the user the password step proved, not for whichever username the body names.
    const user = await attempts.verify(request, proof?.username, async () => {
      const proven = proof && await findUserById(db, proof.userId);
      if (!proven || proven.username.toLowerCase() !== username.toLowerCase() || proven.status !== 'ACTIVE'
        || !proven.using2fa || !proven.totpSecret || !(await consumeCode(db, proven.id, proven.totpSecret, code))) {
        throw invalidCredentials();
      }
      return proven;
    });
    return signedIn(db, tokens, user);
  });

  app.post(declaredPath(app, declared.refresh), {
    // Every console tab refreshes once per access-token lifetime: an office behind one address needs more than sign-in's limit.
    config: { secretCheck: 'refreshToken', rateLimit: { max: 10 * config.loginRateLimit, timeWindow: '1 minute' } },
    schema: {
      summary: 'Swap a refresh token for a new token pair', security: [],
      description: 'Refresh tokens are single-use: presenting a used one ends its whole sign-in session.',
      body: RefreshRequest,
      response: { 200: TokenPair, ...errorResponses(400, 401, 429) },
    },
  }, async (request) => attempts.verify(request, undefined, () => tokens.rotate(request.body.refresh_token, async (userId) => {
    const user = await findUserById(db, userId);
    return user?.status === 'ACTIVE' ? user.username : undefined;
  })));

  app.get(declaredPath(app, declared.signOut), {
    config: { secretCheck: 'refreshToken' },
    schema: {
      summary: 'Sign out of this session', security: [],
      description: 'Answers 200 whether or not there was a session to end (the console does not wait for it); 429 while refresh '
        + 'tokens are locked for the address. The session is named by the access token or, once that has expired, by the refresh token.',
      headers: SignOutHeaders,
      response: { 200: Message, ...errorResponses(429) },
    },
  }, async (request) => {
    const session = await sessionToEnd(app.platform, request, request.headers.refreshtoken).catch((err: unknown) => {
      if (err instanceof HttpError && err.status === 401) return undefined; // nothing to end: still signed out
      throw err;
    });
    if (session) await tokens.revokeFamily(session.sessionId);
    return { message: 'Signed out.' };
  });

  app.get(declaredPath(app, declared.signOutEverywhere), {
    config: { secretCheck: 'refreshToken' },
    schema: {
      summary: 'Sign out of every session of the user ("Logout of all Apps")', security: [],
      description: 'The user is named by the access token or, once that has expired, by the refresh token.',
      headers: SignOutHeaders,
      response: { 200: Message, ...errorResponses(401, 429) },
    },
  }, async (request) => {
    const session = await sessionToEnd(app.platform, request, request.headers.refreshtoken);
    await tokens.revokeAllForUser(session.userId);
    return { message: 'Signed out of all apps.' };
  });

  mountDeclared(app, declared.tokenCheck, { response: TokenCheck }, {
    summary: 'Check the access token', errors: [401],
  }, tokenCheck);
};

export default routes;
