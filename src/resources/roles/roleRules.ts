// The form rules of permissions and roles (developer-portal.md §5), as message keys.
import { isPermissionId, PERMISSION_NAME_MAX, ROLE_NAME_MAX } from '../../../contract/rolesRules';

export function permissionIdProblem(value: string): string | undefined {
  if (!value.trim()) return 'roles.validation.permissionIdRequired';
  return isPermissionId(value.trim()) ? undefined : 'roles.validation.permissionIdFormat';
}

export function permissionNameProblem(value: string): string | undefined {
  if (!value.trim()) return 'roles.validation.permissionNameRequired';
  return value.trim().length > PERMISSION_NAME_MAX ? 'roles.validation.permissionNameTooLong' : undefined;
}

export function roleNameProblem(value: string): string | undefined {
  if (!value.trim()) return 'roles.validation.roleNameRequired';
  return value.trim().length > ROLE_NAME_MAX ? 'roles.validation.roleNameTooLong' : undefined;
}
