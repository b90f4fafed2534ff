// Forgotten passwords: a mailed single-use link (1 hour) and the new password it allows. Asking
// answers the same whether or not the address has an account; PASSWORD_RESET_ENABLED=false
// refuses every request with the spec's "reset requests were disabled" message. Declared in
// contract/registrationRoutes.ts; public (no session), so mounted by hand.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { findUserByUsername } from '../../../core/userRecords';
import { consumeUserToken } from '../userTokens';
import { badRequest, forbidden } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { hashPassword, passwordProblems } from '../../../security/passwords';
import { resetPasswordMail, sendLater } from '../accountMail';
import { Message } from '../../session/api';
import { ResetPassword, UsernameBody } from '../../../../../contract/registration';
import { recoveryRoutes as declared } from '../../../../../contract/registrationRoutes';
import { declaredPath } from '../../../http/declaredRoute';

export const RESET_REQUESTS_DISABLED = 'Password reset requests were disabled. Please contact your administrator.';
export const PASSWORD_RESET = 'Password update successfully, please login with new password.';
export const resetMailSent = (username: string) =>
  `If an account exists for ${username}, we have sent it a link to reset the password. The link works for one hour.`;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { database: { db }, config, tokens, attempts } = app.platform;

  app.post(declaredPath(app, declared.askReset), {
    config: { rateLimit: { max: config.mailRateLimit, timeWindow: '1 minute' } },
    schema: {
      summary: 'Mail a password-reset link', security: [],
      description: 'Answers the same whether or not the address has an account. Single sign-on and inactive users get no mail.',
      body: UsernameBody,
      response: { 200: Message, ...errorResponses(400, 403, 429) },
    },
  }, async (request) => {
    if (!config.passwordResetEnabled) throw forbidden(RESET_REQUESTS_DISABLED);
    const username = request.body.username.trim();
    const user = await findUserByUsername(db, username);
    const canReset = user && user.status === 'ACTIVE' && !user.ssoSystem && !user.username.toLowerCase().startsWith('sso_');
    if (canReset) sendLater(app, () => resetPasswordMail(app, user));
    return { message: resetMailSent(username) };
  });

  app.post(declaredPath(app, declared.reset), {
    config: { secretCheck: 'mailToken' },
    schema: {
      summary: 'Set a new password with the mailed link\'s token',
      description: 'The token works once; every session of the user ends. The mail also proves the address, so it counts as verified.',
      security: [],
      body: ResetPassword,
      response: { 200: Message, ...errorResponses(400, 429) },
    },
  }, async (request) => {
    const { token, password } = request.body;
    const problem = passwordProblems(password);
    if (problem) throw badRequest(problem); // before the token is spent, so the user can try again
    const userId = await attempts.verify(request, undefined, async () => {
      const passwordHash = await hashPassword(password); // before the transaction: it takes a while
      return db.transaction(async (tx) => {
        const owner = await consumeUserToken(tx, token, 'RESET_PASSWORD');
        await tx.update(users).set({ passwordHash, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, owner));
        return owner;
      });
    });
    await tokens.revokeAllForUser(userId);
    return { message: PASSWORD_RESET };
  });
};

export default routes;
