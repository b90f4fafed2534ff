// Wire shapes of permissions and roles (developer-portal.md §3, §7 "App permissions and default
// roles", "Instance roles"): an app's permissions and default roles (its developer's), an
// instance's custom roles and their assignment to members (the subscribing account's), and what
// a member holds and why.
import { Type, type Static } from 'typebox';
import { Count, Id, Nullable } from './wireTypes';
import {
  DEFAULT_ROLE_SORT_FIELDS, INSTANCE_ROLE_SORT_FIELDS, MAX_ROLE_PERMISSIONS, PERMISSION_SORT_FIELDS, ROLE_KINDS,
} from './rolesRules';
import { eitherSortQuery, pagedResponse, pageQuery } from './pagingSchemas';
import { USER_TYPES } from './usersRules';

const Text = (maxLength: number, description?: string) => Type.String({ maxLength, description });
const IdList = (description: string) => Type.Array(Id(), { maxItems: MAX_ROLE_PERMISSIONS, description });
/** The spec's bodies carry these; the server records the caller instead. */
const AuditFields = {
  userCreated: Type.Optional(Type.Unknown({ description: 'Ignored: the caller is recorded' })),
  userUpdated: Type.Optional(Type.Unknown({ description: 'Ignored: the caller is recorded' })),
};

export const Message = Type.Object({ message: Type.String() });
export const RecordIdParams = Type.Object({ id: Id() });

// App permissions -------------------------------------------------------------------------------

export const AppPermissionView = Type.Object({
  id: Type.Integer(),
  appId: Type.Integer(),
  permissionName: Type.String({ description: 'The permission id: the flag itself, e.g. export_data' }),
  displayLabel: Nullable(Type.String({ description: 'The permission name people read' })),
  description: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AppPermissionView = Static<typeof AppPermissionView>;

export const AppPermissionBody = Type.Object({
  appId: Id({ description: "One of the caller's account's apps" }),
  permissionName: Text(1000, 'Letters, numbers and underscore only'),
  displayLabel: Text(1000, 'Under 20 characters'),
  description: Type.Optional(Nullable(Text(1000))),
  ...AuditFields,
});
export type AppPermissionBody = Static<typeof AppPermissionBody>;

export const AppPermissionUpdate = Type.Partial(Type.Omit(AppPermissionBody, ['appId']));
export type AppPermissionUpdate = Static<typeof AppPermissionUpdate>;

export const AppPermissionSaved = Type.Object({ message: Type.String(), data: AppPermissionView });

/** What deleting a permission takes away: the console asks first with these counts. */
export const AppPermissionUsage = Type.Object({
  defaultRoles: Count({ description: "The app's default roles holding it" }),
  instanceRoles: Count({ description: "Custom roles of the app's instances holding it, in every subscribing account" }),
});
export type AppPermissionUsage = Static<typeof AppPermissionUsage>;

export const AppPermissionDeleted = Type.Object({ message: Type.String(), rolesAffected: Count() });

export const AppScopedQuery = {
  appId: Id({ description: "One of the caller's account's apps" }),
};

export const AppPermissionListQuery = Type.Object({ ...AppScopedQuery, ...pageQuery, ...eitherSortQuery(PERMISSION_SORT_FIELDS) });
export const AppPermissionPage = pagedResponse(AppPermissionView);

// Default roles ----------------------------------------------------------------------------------

export const UserTypeValue = Type.Enum([...USER_TYPES]);

export const DefaultRoleView = Type.Object({
  id: Type.Integer(),
  appId: Type.Integer(),
  roleName: Type.String(),
  userType: Type.String(),
  permissionCount: Type.Integer(),
  revision: Type.Integer({ description: 'Every save of the role or its permission set adds one: send it as If-Match to refuse a stale save' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type DefaultRoleView = Static<typeof DefaultRoleView>;

export const DefaultRoleBody = Type.Object({
  appId: Id(),
  roleName: Text(1000, 'Under 20 characters'),
  userType: UserTypeValue,
  ...AuditFields,
});
export type DefaultRoleBody = Static<typeof DefaultRoleBody>;

export const DefaultRoleUpdate = Type.Partial(Type.Omit(DefaultRoleBody, ['appId']));
export type DefaultRoleUpdate = Static<typeof DefaultRoleUpdate>;

export const DefaultRoleSaved = Type.Object({ message: Type.String(), data: DefaultRoleView });

/** POST appDefaultUserRolePermission: the role's whole permission set, replacing the one before. */
export const DefaultRolePermissionSet = Type.Object({
  appDefaultUserRolesId: Id(),
  checkedPermission: IdList("The app's permission ids the role holds"),
  ...AuditFields,
});
export type DefaultRolePermissionSet = Static<typeof DefaultRolePermissionSet>;

/** One of the app's permissions, ticked when the role holds it (the role's checkbox list). */
export const PermissionChoice = Type.Object({
  id: Type.Integer(),
  permissionName: Type.String(),
  displayLabel: Nullable(Type.String()),
  checked: Type.Boolean(),
});
export type PermissionChoice = Static<typeof PermissionChoice>;

export const DefaultRoleListQuery = Type.Object({
  appId: Type.Optional(Id()),
  appName: Type.Optional(Type.String({ minLength: 1, maxLength: 250 })),
  userType: Type.Optional(UserTypeValue),
  ...pageQuery,
  ...eitherSortQuery(DEFAULT_ROLE_SORT_FIELDS),
});
export const DefaultRolePage = pagedResponse(DefaultRoleView);

const DefaultRoleRef = { appRoleId: Id({ description: 'The default role' }) };
export const DefaultRoleChoicesQuery = Type.Object({ ...DefaultRoleRef, ...pageQuery });
export const DefaultRoleChoicesListQuery = Type.Object({ ...DefaultRoleRef, query: pageQuery.query });
export const PermissionChoicePage = pagedResponse(PermissionChoice);
export const PermissionChoices = Type.Array(PermissionChoice);

// Instance roles ---------------------------------------------------------------------------------

export const InstanceRoleView = Type.Object({
  id: Type.Integer(),
  appInstanceId: Type.Integer(),
  appId: Type.Integer(),
  roleName: Type.String(),
  name: Type.String({ description: 'The role name again (the spec names it both ways)' }),
  permissionCount: Type.Integer(),
  memberCount: Type.Integer({ description: 'Members holding the role' }),
  revision: Type.Integer({ description: 'Every save of the role or its permission set adds one: send it as If-Match to refuse a stale save' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type InstanceRoleView = Static<typeof InstanceRoleView>;

export const InstanceRoleBody = Type.Object({
  appInstanceId: Id({ description: "One of the caller's account's app instances" }),
  appId: Id(),
  roleName: Text(1000, 'Under 20 characters'),
  ...AuditFields,
});
export type InstanceRoleBody = Static<typeof InstanceRoleBody>;

export const InstanceRoleUpdate = Type.Object({ roleName: Text(1000, 'Under 20 characters'), ...AuditFields });
export type InstanceRoleUpdate = Static<typeof InstanceRoleUpdate>;

export const InstanceRoleSaved = Type.Object({ message: Type.String(), data: InstanceRoleView });

export const InstanceRolePermissionSet = Type.Object({
  appInstanceRoleId: Id(),
  appInstanceId: Id(),
  appId: Id(),
  checkedPermission: IdList("The app's permission ids the role holds"),
  ...AuditFields,
});
export type InstanceRolePermissionSet = Static<typeof InstanceRolePermissionSet>;

export const InstanceScopedQuery = {
  appInstanceId: Id({ description: "One of the caller's account's app instances" }),
  appId: Type.Optional(Id({ description: "The instance's app (checked when given)" })),
};

export const InstanceRoleListQuery = Type.Object({ ...InstanceScopedQuery, ...pageQuery, ...eitherSortQuery(INSTANCE_ROLE_SORT_FIELDS) });
export const InstanceRolePage = pagedResponse(InstanceRoleView);

export const InstanceRoleChoicesQuery = Type.Object({
  appInstanceRoleId: Type.Optional(Id({ description: 'The custom role' })),
  appInstanceId: Type.Optional(Id({ description: 'Without a role: the instance whose app\'s permissions a new role may hold (none ticked)' })),
  query: pageQuery.query,
  page: pageQuery.page,
  size: pageQuery.size,
});

/** appRolesInstanceRoles: the app's default roles and the instance's custom roles, in one list. */
export const RoleListing = Type.Object({
  id: Type.Integer(),
  roleName: Type.String(),
  kind: Type.Enum([...ROLE_KINDS], { description: 'A custom role of the instance, or a default role of the app' }),
  userType: Nullable(Type.String({ description: 'The user type a default role is for' })),
  permissionCount: Type.Integer(),
  revision: Type.Integer({ description: 'Every save of the role or its permission set adds one: send it as If-Match to refuse a stale save' }),
});
export type RoleListing = Static<typeof RoleListing>;

export const RoleListingQuery = Type.Object({ ...InstanceScopedQuery, userType: Type.Optional(UserTypeValue), ...pageQuery });
export const RoleListingPage = pagedResponse(RoleListing);

/** userRolesList's answer and assignRolesToUser's body: a member's roles in one instance. */
export const UserRoles = Type.Object({
  accountUserId: Id(),
  appInstanceId: Id(),
  appId: Type.Optional(Id()),
  checkedRoles: IdList('Custom roles of the instance'),
  checkedDefaultRoles: IdList("Default roles of the instance's app"),
  businessName: Type.Optional(Text(1000, 'Accepted for compatibility; ignored')),
  ...AuditFields,
});
export type UserRoles = Static<typeof UserRoles>;

/** assignRolesToUser's answer: the member's roles in the instance as saved. */
export const UserRolesSaved = Type.Object({ message: Type.String(), data: UserRoles });

export const MemberInstanceQuery = Type.Object({
  appInstanceId: Id(),
  appId: Type.Optional(Id()),
  accountUserId: Id(),
});
export const MemberQuery = Type.Object({ appInstanceId: Id(), accountUserId: Id() });

// What a member holds, and why ---------------------------------------------------------------------

export const RoleRef = Type.Object({
  id: Type.Integer(),
  roleName: Type.String(),
  kind: Type.Enum([...ROLE_KINDS]),
});
export type RoleRef = Static<typeof RoleRef>;

export const GrantSource = Type.Enum(['assigned', 'userTypeDefaults'], {
  description: "assigned: the member's own roles; userTypeDefaults: none assigned, so the app's default roles for the user type",
});

/** accountUser-appInstanceRole: the roles a member holds in each of the account's app instances. */
export const MemberInstanceRoles = Type.Object({
  appInstanceId: Type.Integer(),
  appId: Type.Integer(),
  appName: Type.String(),
  source: GrantSource,
  roles: Type.Array(RoleRef),
});
export type MemberInstanceRoles = Static<typeof MemberInstanceRoles>;
export const MemberInstanceRolesList = Type.Array(MemberInstanceRoles);

export const MemberRolesQuery = Type.Object({ accountUserId: Id() });

export const EffectivePermission = Type.Object({
  id: Type.Integer(),
  permissionName: Type.String(),
  displayLabel: Nullable(Type.String()),
  grantedBy: Type.Array(Type.Integer({ minimum: 0 }), {
    description: "Every role of the member that holds it, as positions in the answer's roles (a role is named once, not once per permission)",
  }),
});
export type EffectivePermission = Static<typeof EffectivePermission>;

export const EffectivePermissions = Type.Object({
  accountUserId: Type.Integer(),
  appInstanceId: Type.Integer(),
  userType: Type.String(),
  source: GrantSource,
  roles: Type.Array(RoleRef),
  permissions: Type.Array(EffectivePermission),
});
export type EffectivePermissions = Static<typeof EffectivePermissions>;

export const PermissionHoldersQuery = Type.Object({ appInstanceId: Id(), appPermissionId: Id() });

export const PermissionHolder = Type.Object({
  accountUserId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  userType: Type.String(),
  through: Type.Array(RoleRef),
});
export type PermissionHolder = Static<typeof PermissionHolder>;

export const PermissionHolders = Type.Object({
  id: Type.Integer(),
  permissionName: Type.String(),
  holders: Type.Array(PermissionHolder),
});
export type PermissionHolders = Static<typeof PermissionHolders>;

// The caller's own flags and roles --------------------------------------------------------------------

export const PermissionListQuery = Type.Object({
  appName: Type.String({ minLength: 1, maxLength: 250 }),
  accountId: Type.Optional(Id({ description: 'Must be the accountId header' })),
  accountUserId: Type.Optional(Id({ description: 'Must be the accountUserId header' })),
});

export const PermissionList = Type.Object({
  appUserRolesPermissions: Type.Record(Type.String(), Type.Boolean(), { description: 'Permission flags, e.g. { "view_apps": true }' }),
  appInstanceId: Type.Integer(),
  appId: Type.Integer(),
});
export type PermissionList = Static<typeof PermissionList>;

export const HeldRolesQuery = Type.Object({ accountUserId: Id(), appInstanceId: Id() });

/** accountUser-appInstance-role: the roles a member holds in an instance. */
export const HeldRole = RoleRef;
export type HeldRole = RoleRef;
export const HeldRoles = Type.Array(HeldRole);

// The impact of a change, before it is saved ---------------------------------------------------------

/** Exactly one of the parts: an instance role's new permission set, or a member's new roles. */
export const RoleChangePreview = Type.Object({
  appInstanceId: Id(),
  instanceRole: Type.Optional(Type.Object({ id: Id(), checkedPermission: IdList('The new permission set') })),
  member: Type.Optional(Type.Object({
    accountUserId: Id(),
    checkedRoles: IdList('The new custom roles'),
    checkedDefaultRoles: IdList('The new default roles'),
  })),
});
export type RoleChangePreview = Static<typeof RoleChangePreview>;

export const MemberImpact = Type.Object({
  accountUserId: Type.Integer(),
  name: Type.String(),
  gains: Type.Array(Type.String(), { description: 'Permission ids the member would gain' }),
  losses: Type.Array(Type.String(), { description: 'Permission ids the member would lose' }),
});
export type MemberImpact = Static<typeof MemberImpact>;

export const RoleChangeImpact = Type.Object({
  members: Type.Array(MemberImpact, { description: 'Only members whose permissions change' }),
});
export type RoleChangeImpact = Static<typeof RoleChangeImpact>;

/** A default role's new permission set: its holders are in every subscribing account, so only counts. */
export const DefaultRoleChangePreview = Type.Object({
  appDefaultUserRolesId: Id(),
  checkedPermission: IdList('The new permission set'),
});
export type DefaultRoleChangePreview = Static<typeof DefaultRoleChangePreview>;

export const PermissionChangeCount = Type.Object({
  permissionName: Type.String(),
  members: Type.Integer({ description: 'Members who would gain (or lose) it' }),
});

export const DefaultRoleChangeImpact = Type.Object({
  members: Type.Integer({ description: 'Members whose permissions would change, across every subscribing account' }),
  accounts: Type.Integer({ description: 'Subscribing accounts those members belong to' }),
  losses: Type.Array(PermissionChangeCount),
  gains: Type.Array(PermissionChangeCount),
});
export type DefaultRoleChangeImpact = Static<typeof DefaultRoleChangeImpact>;
