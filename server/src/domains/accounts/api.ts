// The accounts domain's public API: creating accounts and adding members. Other domains import it
// from here, never from index.ts, which only mounts the domain's routes (docs/server-domains.md).
// Used by registration and invitations, which add a user to an account.
export { addMember, createAccount, type UserType } from './accountRecords';
