export const JOURNEY_PASSWORD = 'Journey@123';
export const journeyUsers = {
  accounts: 'journey-accounts@demo.local',
  logoutAll: 'journey-logout@demo.local',
} as const;
/** Journey users who are a DEVELOPER (not the owner) of an account of their own. */
export const journeyDevelopers = {
  portal: 'journey-portal-dev@demo.local',
} as const;
