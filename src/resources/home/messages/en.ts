// English texts of the landing page (the default and the fallback). Other locales mirror its keys.
export const en = {
  home: {
    title: 'Welcome',
    welcome: 'You are working in %{businessName}',
    accountCode: 'Account code',
    role: 'Your role',
    userType: { OWNER: 'Owner', DEVELOPER: 'Developer', USER: 'User' },
    areas: 'What you can open',
    noAreas: 'No console areas are open to you in this account yet. Ask an account owner for access.',
  },
};

export type HomeMessages = typeof en;
