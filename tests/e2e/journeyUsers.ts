export const JOURNEY_PASSWORD = 'Journey@123';
export const journeyUsers = {
  accounts: 'journey-accounts@demo.local',
  logoutAll: 'journey-logout@demo.local',
  recovery: 'journey-recovery@demo.local',
  profile: 'journey-profile@demo.local',
} as const;
