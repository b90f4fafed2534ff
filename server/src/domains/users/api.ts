// The users domain's public API: invitations and members' role grants. Other domains import it from
// here, never from index.ts, which only mounts the domain's routes (docs/server-domains.md).
// Used by registration and single sign-on, which accept an invitation on sign-up.
export { acceptInvitation, usableInvitation } from './invitations';
// Used by the roles domain, whose assignRolesToUser applies the rules of account-users-roles.
export { checkGrants } from './roleGrants';
export { replaceMemberRoles, type Caller } from './memberChanges';
export { userInvitations } from './tables';
