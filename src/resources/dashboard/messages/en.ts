// English texts of the dashboard (the default and the fallback). Other locales mirror its keys.
export const en = {
  dashboard: {
    map: { title: "Accounts by country", intro: "Your accounts, placed by the country written on them. Members are counted in the accounts whose dashboard you may see.", country: "Country", accounts: "Accounts", members: "Members", membersHidden: "—", loading: "Loading the map", notOnMap: "Not on the map (written differently, or too small for it): %{countries}", nav: "Accounts map" },
    title: 'Dashboard',
    loading: 'Loading the dashboard',
    loadFailed: 'The dashboard could not be loaded: %{error}',
    empty: 'Nothing to show yet.',
    action: { showTable: 'Show as table', showChart: 'Show as chart' },
    figures: {
      activeMembers: 'Active members', subscriptions: 'Subscriptions',
      pendingInvitations: 'Pending invitations', expiredInvitations: 'Expired invitations',
    },
    charts: {
      activity: 'Sign-ins and actions, last 30 days',
      membersByStatus: 'Members by status',
      membersByType: 'Members by user type',
      subscriptionsByAppType: 'Subscriptions by kind',
      subscriptionsByTerm: 'Subscriptions by term',
    },
    columns: {
      day: 'Day', signIns: 'Sign-ins', actions: 'Actions', count: 'Count',
      status: 'Status', userType: 'User type', appType: 'Kind', term: 'Term',
    },
    values: {
      ACTIVE: 'Active', INACTIVE: 'Inactive', OWNER: 'Owner', DEVELOPER: 'Developer', USER: 'User',
      app: 'Apps', service: 'Services', connector: 'Connectors', none: 'No term',
    },
  },
};

export type DashboardMessages = typeof en;
