// The signed-in user as the profile and two-factor calls see it.
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Db } from '../../db/connection';
import { findUserById, type User } from '../../core/userRecords';
import { forbidden, unauthorized } from '../../http/errors';
import { requireCaller } from '../../security/guard';
import type { UserDetails } from '../session/api';

/** The signed-in caller's user record. */
export async function callerUser(db: Db, request: FastifyRequest): Promise<User> {
  const user = await findUserById(db, requireCaller(request).userId);
  if (!user) throw unauthorized('Session ended', 'invalid_token');
  return user;
}

/** The console names the user in the query; it must be the caller. */
export async function ownUser(db: Db, request: FastifyRequest, username: string): Promise<User> {
  const user = await callerUser(db, request);
  if (user.username.toLowerCase() !== username.toLowerCase()) throw forbidden('You can only manage your own user.');
  return user;
}

export const userDetails = (user: User): Static<typeof UserDetails> => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  profilePicture: user.profilePicture,
  using2fa: user.using2fa,
  ssoSystem: user.ssoSystem,
});
