// Two-factor set-up: a pending secret with its QR code, turned on (or off) by a valid code.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { users } from '../../../db/schema';
import { badRequest } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { twoFactorRoutes as declared } from '../../../../../contract/profileRoutes';
import { generateSecret, otpauthUri } from '../../../security/totp';
import { MfaSetup, UsernameQuery, Using2fa, Using2faChanged, Using2faQuery } from '../../session/api';
import { consumeCode } from '../../session/api';
import { ownUser } from '../ownUser';

const ISSUER = 'Platform Console';
const invalidCode = () => badRequest('Invalid authentication code');

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { database: { db }, attempts } = app.platform;

  mountDeclared(app, declared.setup, { query: UsernameQuery, response: MfaSetup }, {
    summary: 'Start two-factor set-up: a new secret and its QR code',
    description: 'Two-factor stays as it is until /using2fa confirms the new secret with a code.',
    errors: [400, 401, 403],
  }, async (request) => {
    const user = await ownUser(db, request, request.query.username);
    const secret = generateSecret();
    await db.update(users).set({ totpPendingSecret: secret, updatedAt: new Date() }).where(eq(users.id, user.id));
    return {
      message: 'Scan the QR code with your authenticator app, then enter its code to turn on two-factor authentication.',
      mfaCode: secret,
      qrCode: await QRCode.toDataURL(otpauthUri(ISSUER, user.username, secret)),
      token: null,
    };
  });

  mountDeclared(app, declared.switch, { query: Using2faQuery, response: Using2faChanged }, {
    summary: 'Turn two-factor authentication on or off',
    description: 'On needs a code of the secret from /mfasetup; off needs a code of the active secret.',
    errors: [400, 401, 403, 429], config: { secretCheck: 'totp' },
  }, async (request) => {
    const { using2fa, username, code } = request.query;
    const user = await ownUser(db, request, username);
    /** Applies `changes` if the code is one of `secret`'s; counted with the sign-in codes (one authenticator). */
    const withCode = (secret: string, changes: Partial<typeof users.$inferInsert>) => attempts.verify(request, user.username, async () => {
      if (!(await consumeCode(db, user.id, secret, code, { ...changes, updatedAt: new Date() }))) throw invalidCode();
    });
    if (using2fa) {
      if (!user.totpPendingSecret) throw badRequest('Start two-factor set-up first: no authentication code has been issued.');
      await withCode(user.totpPendingSecret, { totpSecret: user.totpPendingSecret, totpPendingSecret: null, using2fa: true });
      return { using2fa: true, message: 'Two-factor authentication is on.' };
    }
    if (user.using2fa && user.totpSecret) {
      await withCode(user.totpSecret, { totpSecret: null, totpPendingSecret: null, using2fa: false });
    }
    return { using2fa: false, message: 'Two-factor authentication is off.' };
  });

  mountDeclared(app, declared.state, { query: UsernameQuery, response: Using2fa }, {
    summary: 'Whether two-factor authentication is on', errors: [400, 401, 403],
  }, async (request) => ({ using2fa: (await ownUser(db, request, request.query.username)).using2fa }));
};

export default routes;
