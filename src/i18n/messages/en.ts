// Shell-level texts: the menu, header and profile labels the server's UI properties may override,
// the session-expired dialog and the error texts. English is the default and the fallback.
export const en = {
  shell: {
    menu: {
      myApps: 'My Apps',
      marketplace: 'Marketplace',
      developerPortal: 'Developer Portal',
      users: 'Users',
      dataMigration: 'Data Migration',
      dataExport: 'Data Export',
      apiDocuments: 'API Documents',
    },
    header: { switchAccount: 'Switch account', account: 'Account' },
    profile: {
      editProfile: 'Edit Profile',
      security: 'Security',
      changePassword: 'Change Password',
      signOut: 'Sign Out',
    },
    session: {
      expired: 'Your session has expired. Please log in again to continue.',
      login: 'Login',
    },
    errors: {
      unauthorized: 'Unauthorized',
      generic: 'something went wrong',
      invalidCredentials: 'Invalid credentials provided.',
    },
    // A save refused because someone else saved the record meanwhile (src/ui/StaleSaveDialog.tsx).
    staleSave: {
      title: 'Saved by someone else meanwhile',
      text: 'Someone else saved this since you opened it, so your changes are not saved yet. Their version:',
      saved: 'Saved %{time}',
      revision: 'Revision %{revision}, saved %{time}',
      revisionNumber: 'Revision %{revision}',
      keepMine: 'Keep my changes',
      keepMineHint: 'Saving again replaces their version with yours.',
      loadTheirs: 'Load their version',
    },
    language: { label: 'Language' },
    // A subscription's term and environment, read on the Marketplace and in My Apps.
    subscription: { terms: { Monthly: 'Monthly', Quarterly: 'Quarterly', Yearly: 'Yearly', ALLTIME: 'All time' }, environments: { Test: 'Test', Production: 'Production' } },
  },
};

/** Every locale gives every shell text (the type makes a missing one a compile error). */
export type ShellMessages = typeof en;
