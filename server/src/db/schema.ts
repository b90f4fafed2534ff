// The platform's tables. Tenant rows carry account_id; every query is scoped by the caller's
// verified account (see server/src/security/guard.ts). Ids are integer identities.
export * from './tables/people';
export * from './tables/apps';
export * from './tables/connectors';
export * from './tables/dataTools';
export * from './tables/dataExport';
export * from './tables/emailTemplates';
export * from './tables/pageTemplates';
