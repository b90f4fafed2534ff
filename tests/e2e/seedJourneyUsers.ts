// Seeds the people and data of the journeys not on the kit's seeding API (docs/testing.md says why
// each one is not): an invitation that expired, embedded databases holding a table. Runs before
// the e2e server starts.
import { openDatabase } from '../../server/src/db/connection';
import { bootstrapPlatform } from '../../server/src/seed/bootstrap';
import { createUser } from '../../server/src/core/userRecords';
import { createAccount } from '../../server/src/domains/accounts/api';
import { userInvitations } from '../../server/src/domains/users/tables';
import { EXPIRED_INVITATION_KEY, journeyUsers, JOURNEY_PASSWORD } from './journeyUsers';
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
