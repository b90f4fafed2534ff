// Seeds users of their own for the journeys that change shared state (default account, sign-out
// everywhere), so parallel journeys never disturb each other. Runs before the e2e server starts.
import { openDatabase } from '../../server/src/db/connection';
import { bootstrapPlatform } from '../../server/src/seed/bootstrap';
import { createUser } from '../../server/src/core/userRecords';
import { addMember, createAccount } from '../../server/src/domains/accounts';
import { userInvitations } from '../../server/src/db/schema';
import { EXPIRED_INVITATION_KEY, journeyDevelopers, journeyUsers, JOURNEY_PASSWORD } from './journeyUsers';
import { seedNotificationJourney } from './seedNotificationJourney';
import { seedMarketplaceJourney } from './seedMarketplace';
import { seedSsoInvitation } from './seedSsoInvitation';
import { seedRolesJourney } from './seedRoles';
import { seedConnectorJourney } from './seedConnectors';
import { seedRouteTable } from './seedRouteTable';
import { seedDataTools } from './seedDataTools';
import { seedDataExport } from './seedDataExport';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seedJourneyUsers.ts <data dir>');

const database = await openDatabase({ dataDir });
try {
  await bootstrapPlatform(database.db);
  const seeded: Record<string, { userId: number; accountId: number }> = {};
  for (const [key, username] of Object.entries(journeyUsers)) {
    const user = await createUser(database.db, { username, password: JOURNEY_PASSWORD, firstName: 'Journey', lastName: key });
    const { account } = await createAccount(database.db, user.id, {
      businessName: `Journey ${key} Ltd`, billingEmail: username, billAddress: '1 Test Street', city: 'Leeds',
      state: 'Yorkshire', country: 'United Kingdom', zipcode: 'LS1 1AA', contactPhone: '+44 113 496 0000', description: 'Journey account',
    });
    seeded[key] = { userId: user.id, accountId: account.id };
  }
  for (const [key, username] of Object.entries(journeyDevelopers)) {
    const owner = await createUser(database.db, { username: `owner-of-${username}`, firstName: 'Journey', lastName: `${key} owner` });
    const { account } = await createAccount(database.db, owner.id, {
      businessName: `Journey ${key} Developers Ltd`, billingEmail: username, billAddress: '2 Test Street', city: 'Leeds',
      state: 'Yorkshire', country: 'United Kingdom', zipcode: 'LS1 1AA', contactPhone: '+44 113 496 0000', description: 'Journey account',
    });
    const developer = await createUser(database.db, { username, password: JOURNEY_PASSWORD, firstName: 'Journey', lastName: key });
    await addMember(database.db, account.id, developer.id, 'DEVELOPER');
  }
  await seedNotificationJourney(database.db);
  await seedMarketplaceJourney(database.db);
  await seedSsoInvitation(database.db);
  await seedRolesJourney(database.db);
  await seedConnectorJourney(database.db);
  await seedRouteTable(database.db);
  await seedDataTools(database.db, dataDir);
  await seedDataExport(database.db, dataDir);
  // An invitation that has already expired, for the resend journey.
  await database.db.insert(userInvitations).values({
    key: EXPIRED_INVITATION_KEY, accountId: seeded.inviter.accountId, email: journeyUsers.lateInvitee, userType: 'USER',
    roleName: 'USER', appRoles: [], invitedBy: seeded.inviter.userId, expiresAt: new Date(Date.now() - 24 * 3600 * 1000),
  });
} finally {
  await database.close();
}
