// The single sign-on journey's invitation: a pending one into the ssoInviter's own account, with a
// key the journey knows (an invitation link's key).
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/src/db/connection';
import { accountUsers, userInvitations, users } from '../../server/src/db/schema';
import { journeyUsers, SSO_INVITATION_KEY, SSO_INVITEE } from './journeyUsers';

export async function seedSsoInvitation(db: Db): Promise<void> {
  const [inviter] = await db.select({ userId: users.id, accountId: accountUsers.accountId }).from(users)
    .innerJoin(accountUsers, eq(accountUsers.userId, users.id))
    .where(eq(users.username, journeyUsers.ssoInviter));
  await db.insert(userInvitations).values({
    key: SSO_INVITATION_KEY, accountId: inviter.accountId, email: SSO_INVITEE, userType: 'USER',
    invitedBy: inviter.userId, expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
}
