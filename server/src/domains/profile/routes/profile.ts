// The signed-in user's own profile: details, name and picture, password.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { badRequest, forbidden } from '../../../http/errors';
import { IMAGE_FORMAT_MESSAGE, imageProblem } from '../../../../../contract/images';
import { errorResponses } from '../../../http/responses';
import { mountDeclared } from '../../../http/declaredRoute';
import { profileRoutes as declared } from '../../../../../contract/profileRoutes';
import { requireCaller } from '../../../security/guard';
import { hashPassword, passwordProblems, verifyPassword } from '../../../security/passwords';
import {
  ChangePassword, Message, PasswordCandidate, PasswordVerdict, UpdateUser, UserDetails, UsernameQuery,
  UserUpdated,
} from '../../session/api';
import { callerUser, ownUser, userDetails } from '../ownUser';

/** Profile pictures are kept inline as PNG/JPEG data URLs; a remote URL would tell a third party who views it. */
function checkedPicture(value: string): string {
  const problem = value.startsWith('data:') ? imageProblem(value) : IMAGE_FORMAT_MESSAGE;
  if (problem) throw badRequest(problem);
  return value;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { database: { db }, tokens, attempts } = app.platform;

  mountDeclared(app, declared.details, { query: UsernameQuery, response: UserDetails }, {
    summary: 'The signed-in user\'s details', errors: [400, 401, 403],
  }, async (request) => userDetails(await ownUser(db, request, request.query.username)));

  mountDeclared(app, declared.update, { body: UpdateUser, response: UserUpdated }, {
    summary: 'Change the signed-in user\'s name and profile picture', errors: [400, 401],
  }, async (request) => {
    const user = await callerUser(db, request);
    const { firstName, lastName, profilePicture } = request.body;
    const [updated] = await db.update(users).set({
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      // Absent keeps the picture; null (or an emptied field) removes it.
      ...(profilePicture === undefined ? {} : { profilePicture: profilePicture ? checkedPicture(profilePicture) : null }),
      updatedAt: new Date(),
    }).where(eq(users.id, user.id)).returning();
    return { message: 'User updated successfully', user: userDetails(updated) };
  });

  mountDeclared(app, declared.changePassword, { body: ChangePassword, response: Message }, {
    summary: 'Change the signed-in user\'s password',
    description: 'Every other session of the user ends; single sign-on users (sso_) have no password here.',
    errors: [400, 401, 403, 429], config: { secretCheck: 'password' },
  }, async (request) => {
    const user = await callerUser(db, request);
    if (user.username.toLowerCase().startsWith('sso_')) throw forbidden('Single sign-on users change their password with their identity provider.');
    const { oldPassword, newPassword } = request.body;
    // The same count as sign-in's: both guess the one password.
    await attempts.verify(request, user.username, async () => {
      if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest('Old password is incorrect');
    });
    const problem = passwordProblems(newPassword);
    if (problem) throw badRequest(problem);
    await db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tokens.revokeAllForUser(user.id, requireCaller(request).sessionId);
    return { message: 'Password updated, Please login with new password.' };
  });

  // Public (no session): not a declared call of the signed-in user's.
  app.post('/passwordValidate', {
    config: { noSecretCheck: { password: 'a candidate password, held against the password rule only' } },
    schema: {
      operationId: 'profile.validatePassword', summary: 'Check a password against the password rule', security: [],
      body: PasswordCandidate,
      response: { 200: PasswordVerdict, ...errorResponses(400) },
    },
  }, async (request) => {
    const problem = passwordProblems(request.body.password);
    return { valid: !problem, message: problem ?? 'Password is valid.' };
  });
};

export default routes;
