// The platform's core tables: people, accounts and their memberships, sessions, the activity log every
// domain writes, and the apps and app instances every domain builds on. A domain's own tables live in its
// folder (`tables.ts`, with their migrations beside them). Tenant rows carry account_id; every query is
// scoped by the caller's verified account (see server/src/security/guard.ts). Ids are integer identities.
export * from './tables/people';
export * from './tables/apps';
