export const JOURNEY_PASSWORD = 'Journey@123';
export const journeyUsers = {
  accounts: 'journey-accounts@demo.local',
  logoutAll: 'journey-logout@demo.local',
  usersOwner: 'journey-users-owner@demo.local',
  usersMember: 'journey-users-member@demo.local',
  inviter: 'journey-inviter@demo.local',
  invitee: 'journey-invitee@demo.local',
  lateInvitee: 'journey-late-invitee@demo.local',
} as const;

/** An invitation from `inviter` to `lateInvitee` that expired before the journeys start. */
export const EXPIRED_INVITATION_KEY = 'journey-expired-invitation-key';
