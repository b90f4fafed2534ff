export const JOURNEY_PASSWORD = 'Journey@123';
export const journeyUsers = {
  inviter: 'journey-inviter@demo.local',
  invitee: 'journey-invitee@demo.local',
  lateInvitee: 'journey-late-invitee@demo.local',
  // The data migration journey: an owner whose account has an embedded database with a table.
  dataOwner: 'journey-data-owner@demo.local',
  // The data migration run: an owner whose account has two embedded databases saved, one with a table.
  migrationOwner: 'journey-migration-owner@demo.local',
  // The data export journey: an owner whose account subscribes to an app and has an embedded database saved.
  exportOwner: 'journey-export-owner@demo.local',
} as const;
/** An invitation from `inviter` to `lateInvitee` that expired before the journeys start. */
export const EXPIRED_INVITATION_KEY = 'journey-expired-invitation-key';
