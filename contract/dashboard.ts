// Wire schemas of the account dashboard: counts the console draws as charts, each with its table.
import { Type, type Static } from 'typebox';

export const DASHBOARD_DAYS = 30;

const Count = Type.Object({
  key: Type.String({ description: 'What is counted: a status, a user type, an app type or a term' }),
  count: Type.Integer(),
});
export type Count = Static<typeof Count>;

export const DashboardDay = Type.Object({
  day: Type.String({ description: 'A UTC day, YYYY-MM-DD' }),
  signIns: Type.Integer({ description: 'Sign-ins begun that day by the account\'s members' }),
  actions: Type.Integer({ description: 'Activity traces recorded that day in the account' }),
});
export type DashboardDay = Static<typeof DashboardDay>;

export const DashboardView = Type.Object({
  membersByStatus: Type.Array(Count),
  membersByType: Type.Array(Count),
  subscriptionsByAppType: Type.Array(Count, { description: 'Active subscriptions by app, service and connector' }),
  subscriptionsByTerm: Type.Array(Count, { description: 'Active subscriptions by subscription term (none: no term)' }),
  days: Type.Array(DashboardDay, { description: `The last ${DASHBOARD_DAYS} UTC days, oldest first, today included` }),
  invitations: Type.Object({ pending: Type.Integer(), expired: Type.Integer() }),
});
export type DashboardView = Static<typeof DashboardView>;

/** The most accounts the map places (a member of more sees the first, by name). */
export const MAP_ACCOUNTS_LIMIT = 1000;

export const AccountOnMap = Type.Object({
  accountId: Type.Integer(),
  businessName: Type.String(),
  country: Type.String({ description: 'As written on the account; empty when none' }),
  members: Type.Union([Type.Integer(), Type.Null()], { description: 'Active members; null unless you hold view_dashboard in the account' }),
});
export type AccountOnMap = Static<typeof AccountOnMap>;

export const AccountMapView = Type.Object({
  accounts: Type.Array(AccountOnMap, { maxItems: MAP_ACCOUNTS_LIMIT, description: 'The accounts you are an active member of, by name' }),
});
export type AccountMapView = Static<typeof AccountMapView>;
