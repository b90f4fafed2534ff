// Rules of permissions and roles both tiers apply (developer-portal.md §5). No TypeBox here.

/** A permission id is a flag: letters, numbers and underscore only. */
export const PERMISSION_ID_PATTERN = '^[A-Za-z0-9_]+$';
export const PERMISSION_ID_MAX = 64;
/** A permission's name and a role's name are under 20 characters: at most this many. */
export const PERMISSION_NAME_MAX = 19;
export const ROLE_NAME_MAX = 19;

export const isPermissionId = (value: string): boolean =>
  value.length > 0 && value.length <= PERMISSION_ID_MAX && new RegExp(PERMISSION_ID_PATTERN).test(value);

/** A role is a custom role of an instance or one of its app's default roles. */
export const ROLE_KINDS = ['instance', 'default'] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];

/** How many permissions a role's set may name in one save. */
export const MAX_ROLE_PERMISSIONS = 1000;

/** The columns each roles list sorts by (the server maps them to SQL; anything else is a 400). */
export const PERMISSION_SORT_FIELDS = ['permissionName', 'displayLabel', 'createdAt', 'id'] as const;
export const DEFAULT_ROLE_SORT_FIELDS = ['roleName', 'userType', 'createdAt', 'id'] as const;
export const INSTANCE_ROLE_SORT_FIELDS = ['roleName', 'createdAt', 'id'] as const;
