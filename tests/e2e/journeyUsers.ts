// The people seeded into the suite's fresh database before its server starts (seedJourneyUsers.ts),
// for the journeys whose world no endpoint can make: each owns `Journey <key> Ltd`.
import type { Person } from './kit';

export const JOURNEY_PASSWORD = 'Journey@123';
export const journeyUsers = {
  // The expired invitation's inviter and invitee.
  inviter: 'journey-inviter@demo.local',
  lateInvitee: 'journey-late-invitee@demo.local',
  // The data migration journey: an owner whose account has an embedded database with a table.
  dataOwner: 'journey-data-owner@demo.local',
  // The data migration run: an owner whose account has two embedded databases saved, one with a table.
  migrationOwner: 'journey-migration-owner@demo.local',
  // The data export journey: an owner whose account subscribes to an app and has an embedded database saved.
  exportOwner: 'journey-export-owner@demo.local',
} as const;

/** A seeded person as the kit's signIn takes them, inside their own account. */
export const journeyPerson = (key: keyof typeof journeyUsers): Person => ({
  username: journeyUsers[key], password: JOURNEY_PASSWORD, account: `Journey ${key} Ltd`,
});

/** An invitation from `inviter` to `lateInvitee` that expired before the journeys start. */
export const EXPIRED_INVITATION_KEY = 'journey-expired-invitation-key';
