export const JOURNEY_PASSWORD = 'Journey@123';
export const journeyUsers = {
  accounts: 'journey-accounts@demo.local',
  logoutAll: 'journey-logout@demo.local',
  notifyOwner: 'journey-notify-owner@demo.local',
  notifyRequester: 'journey-notify-requester@demo.local',
} as const;
