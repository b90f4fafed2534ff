// English texts of the landing page (My Apps) (the default and the fallback). Other locales mirror its keys.
export const en = {
  home: {
    welcome: 'You are working in %{businessName}',
    accountCode: 'Account code',
    role: 'Your role',
    userType: { OWNER: 'Owner', DEVELOPER: 'Developer', USER: 'User' },
    areas: 'What you can open',
    noAreas: 'No console areas are open to you in this account yet. Ask an account owner for access.',
  },
  myApps: {
    title: 'My Apps',
    open: 'Open',
    settings: 'Settings',
    details: 'Details',
    empty: 'Your account has not subscribed to any app yet.',
    browseMarketplace: 'Browse the marketplace',
    emptyMenu: 'No subscribed apps',
    noMatch: 'No app matches',
    searchApps: 'Search apps',
    submenuLabel: 'Subscribed apps',
    noRoleAssigned: 'no role assigned',
  },
};

export type MyAppsMessages = typeof en;
