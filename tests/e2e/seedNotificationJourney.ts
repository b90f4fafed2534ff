// The notification journey's world: the requester is a DEVELOPER member of the owner's account, and
// the account subscribes to two apps whose only default role is for plain users, so the requester
// holds no role in them and may ask for access. The ids go to a file the journey reads (the server
// has no call that lists an account's instances yet).
import { writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/src/db/connection';
import { accountUsers, appDefaultUserRoles, appInstances, apps, users } from '../../server/src/db/schema';
import { addMember } from '../../server/src/domains/accounts';
import { journeyUsers } from './journeyUsers';
import { RUN_DIR } from './runDir';

export const NOTIFICATION_JOURNEY_FILE = `${RUN_DIR}/journey-notifications.json`;
export const NOTIFICATION_JOURNEY_APPS = ['Journey Field Kit', 'Journey Fleet Kit'] as const;

export interface NotificationJourney {
  accountId: number;
  appInstanceIds: number[];
}

async function userId(db: Db, username: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return user.id;
}

export async function seedNotificationJourney(db: Db): Promise<void> {
  const ownerId = await userId(db, journeyUsers.notifyOwner);
  const [membership] = await db.select({ accountId: accountUsers.accountId }).from(accountUsers)
    .where(and(eq(accountUsers.userId, ownerId), eq(accountUsers.userType, 'OWNER')));
  await addMember(db, membership.accountId, await userId(db, journeyUsers.notifyRequester), 'DEVELOPER');
  const appInstanceIds = [];
  for (const name of NOTIFICATION_JOURNEY_APPS) {
    const [app] = await db.insert(apps).values({ name, type: 'app' }).returning({ id: apps.id });
    await db.insert(appDefaultUserRoles).values({ appId: app.id, roleName: `${name} viewer`, userType: 'USER' });
    const [instance] = await db.insert(appInstances).values({ accountId: membership.accountId, appId: app.id, name })
      .returning({ id: appInstances.id });
    appInstanceIds.push(instance.id);
  }
  const journey: NotificationJourney = { accountId: membership.accountId, appInstanceIds };
  writeFileSync(NOTIFICATION_JOURNEY_FILE, JSON.stringify(journey));
}
