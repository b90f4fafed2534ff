// Registering (with or without an invitation), checking an address, verifying it by the mailed
// link, and asking for access (console-shell.md §7). Routes that send mail or create records
// without sign-in are rate limited per client address (MAIL_RATE_LIMIT). Declared in
// contract/registrationRoutes.ts; public (no session yet), so mounted by hand.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import { users } from '../../../db/schema';
import { signUpRequests } from '../tables';
import { createAccount } from '../../accounts/api';
import { acceptInvitation, usableInvitation } from '../../users/api';
import { createUser, findUserByUsername, type User } from '../../../core/userRecords';
import { consumeUserToken, LINK_INVALID } from '../userTokens';
import { badRequest, conflict } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { hashPassword, passwordProblems } from '../../../security/passwords';
import { sendLater, verificationMail } from '../accountMail';
import { Message } from '../../session/api';
import {
  EmailCheck, EmailCheckQuery, Register, Registered, RegisterQuery, SignUpRequest, UsernameBody, VerifyQuery,
} from '../../../../../contract/registration';
import { registrationRoutes as declared } from '../../../../../contract/registrationRoutes';
import { declaredPath } from '../../../http/declaredRoute';

export const REGISTERED = 'User registered successfully';
export const EMAIL_TAKEN = 'An account with this email address already exists. Please sign in.';
export const BUSINESS_NAME_REQUIRED = 'Business name is required';
export const INVITATION_FOR_ANOTHER_ADDRESS = 'This invitation was sent to another email address. Please register with the invited address.';
export const EMAIL_VALIDATED = 'Your email has been validated successfully, please login.';
export const REQUEST_RECEIVED = 'Your request has been received. We will contact you soon.';
export const verificationMailSent = (username: string) => `Verification mail sent to ${username} successfully`;

/** A unique-index violation: another request registered the same address at the same moment. */
const isUniqueViolation = (err: unknown): boolean => {
  const { code, cause } = err as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { database: { db }, config, attempts } = app.platform;
  const mailRateLimit = { max: config.mailRateLimit, timeWindow: '1 minute' };

  /** Creates the user (and whatever `join` adds) in one transaction; a taken address is a 409. */
  async function newUser(values: Static<typeof Register>, emailVerified: boolean, join: (tx: typeof db, user: User) => Promise<unknown>) {
    const passwordHash = await hashPassword(values.password); // before the transaction: it takes a while
    try {
      return await db.transaction(async (tx) => {
        const user = await createUser(tx, {
          username: values.username.trim(), passwordHash, emailVerified,
          firstName: values.firstName.trim(), lastName: values.lastName.trim(),
        });
        await join(tx, user);
        return user;
      });
    } catch (err) {
      throw isUniqueViolation(err) ? conflict(EMAIL_TAKEN) : err;
    }
  }

  app.post(declaredPath(app, declared.register), {
    config: { secretCheck: 'invitationKey', rateLimit: mailRateLimit },
    schema: {
      summary: 'Register a user', security: [],
      description: 'Without key: creates the user (unverified) and their business account, and mails a verification link. '
        + 'With the key of an invitation sent to this address: the user joins the inviting account with the invited role, '
        + 'already verified (the invitation mail proved the address).',
      querystring: RegisterQuery,
      body: Register,
      response: { 200: Registered, ...errorResponses(400, 409, 429) },
    },
  }, async (request) => {
    const { body, query: { key } } = request;
    const problem = passwordProblems(body.password);
    if (problem) throw badRequest(problem);
    const username = body.username.trim();
    if (await findUserByUsername(db, username)) throw conflict(EMAIL_TAKEN);

    if (key) {
      const invitation = await attempts.verify(request, undefined, () => usableInvitation(db, key));
      if (invitation.email.trim().toLowerCase() !== username.toLowerCase()) throw badRequest(INVITATION_FOR_ANOTHER_ADDRESS);
      await newUser(body, true, (tx, user) => acceptInvitation(tx, key, user));
      return { message: REGISTERED, username, verificationRequired: false };
    }

    const businessName = body.businessName?.trim();
    if (!businessName) throw badRequest(BUSINESS_NAME_REQUIRED);
    const user = await newUser(body, false, (tx, created) => createAccount(tx, created.id, {
      businessName, billingEmail: username, contactPhone: body.contactPhone?.trim() || null,
    }));
    sendLater(app, () => verificationMail(app, user));
    return { message: REGISTERED, username, verificationRequired: true };
  });

  app.get(declaredPath(app, declared.emailCheck), {
    config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    schema: {
      summary: 'Whether an account with this email address exists', security: [],
      querystring: EmailCheckQuery,
      response: { 200: EmailCheck, ...errorResponses(400, 429) },
    },
  }, async (request) => ({ exists: Boolean(await findUserByUsername(db, request.query.username.trim())) }));

  app.post(declaredPath(app, declared.resendVerification), {
    config: { rateLimit: mailRateLimit },
    schema: {
      summary: 'Send the verification mail again', security: [],
      description: 'Answers the same whether or not the address has an unverified account.',
      body: UsernameBody,
      response: { 200: Message, ...errorResponses(400, 429) },
    },
  }, async (request) => {
    const username = request.body.username.trim();
    const user = await findUserByUsername(db, username);
    if (user && !user.emailVerified && user.status === 'ACTIVE') sendLater(app, () => verificationMail(app, user));
    return { message: verificationMailSent(username) };
  });

  app.get(declaredPath(app, declared.verify), {
    config: { secretCheck: 'mailToken' },
    schema: {
      summary: 'Verify an email address with the mailed link', security: [],
      description: 'The link\'s token works once and for 24 hours; username and generatedDate are the spec\'s and are checked when given.',
      querystring: VerifyQuery,
      response: { 200: Message, ...errorResponses(400, 429) },
    },
  }, async (request) => {
    const { token, username } = request.query;
    await attempts.verify(request, undefined, () => db.transaction(async (tx) => {
      const userId = await consumeUserToken(tx, token, 'VERIFY_EMAIL');
      const [user] = await tx.update(users).set({ emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, userId)).returning({ username: users.username });
      if (username && user.username.toLowerCase() !== username.trim().toLowerCase()) throw badRequest(LINK_INVALID);
    }));
    return { message: EMAIL_VALIDATED };
  });

  app.post(declaredPath(app, declared.requestAccess), {
    config: { rateLimit: mailRateLimit },
    schema: {
      summary: 'Ask for access to the platform (a sign-up request)', security: [],
      body: SignUpRequest,
      response: { 200: Message, ...errorResponses(400, 429) },
    },
  }, async (request) => {
    const { email, firstName, lastName, businessName, contactPhone, message } = request.body;
    await db.insert(signUpRequests).values({
      email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim(), businessName: businessName.trim(),
      contactPhone: contactPhone?.trim() || null, message: message?.trim() || null,
    });
    return { message: REQUEST_RECEIVED };
  });
};

export default routes;
