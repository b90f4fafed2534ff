export const JOURNEY_PASSWORD = 'Journey@123';
export const journeyUsers = {
  accounts: 'journey-accounts@demo.local',
  logoutAll: 'journey-logout@demo.local',
  notifyOwner: 'journey-notify-owner@demo.local',
  notifyRequester: 'journey-notify-requester@demo.local',
  recovery: 'journey-recovery@demo.local',
  profile: 'journey-profile@demo.local',
  ssoInviter: 'journey-sso-inviter@demo.local',
} as const;

/** A pending invitation into the ssoInviter's account, accepted by signing up with single sign-on. */
export const SSO_INVITATION_KEY = 'journey-sso-invitation-key-0123456789abcdef';
