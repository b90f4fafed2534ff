// The roles domain's public API: the roles a member holds and the flags they give. Other domains
// import it from here, never from index.ts, which only mounts the domain's routes
// (docs/server-domains.md).
// Used by app login and access requests.
export { rolesHeld } from './roles';
export { grantsOfMember, flagsOf, type MemberGrants } from './effectivePermissions';
// Used by the users domain's invite-user and account-users-roles.
export { checkGrants, type AppRoleGrant } from './roleGrants';
export { replaceMemberRoles } from './memberRoleChanges';
export { accountUserRoles, appDefaultUserRolePermissions, appDefaultUserRoles, appInstanceRolePermissions, appInstanceRoles, appPermissions } from './tables';
