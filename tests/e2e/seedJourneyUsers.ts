// Seeds users of their own for the journeys that change shared state (default account, sign-out
// everywhere), so parallel journeys never disturb each other. Runs before the e2e server starts.
import { openDatabase } from '../../server/src/db/connection';
import { bootstrapPlatform } from '../../server/src/seed/bootstrap';
import { createUser } from '../../server/src/domain/users';
import { createAccount } from '../../server/src/domain/accounts';
import { journeyUsers, JOURNEY_PASSWORD } from './journeyUsers';
import { seedNotificationJourney } from './seedNotificationJourney';
import { seedMarketplaceJourney } from './seedMarketplace';
import { seedSsoInvitation } from './seedSsoInvitation';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seedJourneyUsers.ts <data dir>');

const database = await openDatabase({ dataDir });
try {
  await bootstrapPlatform(database.db);
  for (const [key, username] of Object.entries(journeyUsers)) {
    const user = await createUser(database.db, { username, password: JOURNEY_PASSWORD, firstName: 'Journey', lastName: key });
    await createAccount(database.db, user.id, {
      businessName: `Journey ${key} Ltd`, billingEmail: username, billAddress: '1 Test Street', city: 'Leeds',
      state: 'Yorkshire', country: 'United Kingdom', zipcode: 'LS1 1AA', contactPhone: '+44 113 496 0000', description: 'Journey account',
    });
  }
  await seedNotificationJourney(database.db);
  await seedMarketplaceJourney(database.db);
  await seedSsoInvitation(database.db);
} finally {
  await database.close();
}
