// The field rules of permissions and roles (developer-portal.md §5) on top of the contract's
// schemas: each problem names its field, with the message the console shows.
import { badRequest } from '../../http/errors';
import { PERMISSION_ID_MAX, PERMISSION_NAME_MAX, ROLE_NAME_MAX, isPermissionId } from '../../../../contract/rolesRules';

export const PERMISSION_ID_REQUIRED = 'Permission id is required';
export const PERMISSION_ID_CHARACTERS = 'Permission id may contain only letters, numbers and underscore';
export const PERMISSION_ID_TOO_LONG = `Permission id must be at most ${PERMISSION_ID_MAX} characters`;
export const PERMISSION_NAME_REQUIRED = 'Permission name is required';
export const PERMISSION_NAME_TOO_LONG = `Permission name should be less than ${PERMISSION_NAME_MAX + 1} character`;
export const ROLE_NAME_REQUIRED = 'Role name is required';
export const ROLE_NAME_TOO_LONG = `Role name should be less than ${ROLE_NAME_MAX + 1} character`;

const fail = (field: string, message: string): never => { throw badRequest(message, { field }); };

/** The permission id as stored (trimmed), or a 400 naming the field. */
export function checkedPermissionId(value: string): string {
  const id = value.trim();
  if (!id) fail('permissionName', PERMISSION_ID_REQUIRED);
  if (id.length > PERMISSION_ID_MAX) fail('permissionName', PERMISSION_ID_TOO_LONG);
  if (!isPermissionId(id)) fail('permissionName', PERMISSION_ID_CHARACTERS);
  return id;
}

export function checkedPermissionLabel(value: string): string {
  const label = value.trim();
  if (!label) fail('displayLabel', PERMISSION_NAME_REQUIRED);
  if (label.length > PERMISSION_NAME_MAX) fail('displayLabel', PERMISSION_NAME_TOO_LONG);
  return label;
}

export function checkedRoleName(value: string): string {
  const name = value.trim();
  if (!name) fail('roleName', ROLE_NAME_REQUIRED);
  if (name.length > ROLE_NAME_MAX) fail('roleName', ROLE_NAME_TOO_LONG);
  return name;
}

export function checkedDescription(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value?.trim() || null;
}
