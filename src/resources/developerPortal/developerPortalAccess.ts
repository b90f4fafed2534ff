// Who may do what with portal items (developer-portal.md §6); the server enforces the same rules.
import type { AccessRule } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/registry';
import { DEVELOPER_APPS_RESOURCE } from './developerPortalDataProvider';
import { ADD_FLAGS, DELETE_FLAG, UPDATE_FLAGS, VIEW_FLAGS } from '../../../contract/developerPortalFlags';

const flagsFor: Record<string, string[]> = {
  list: VIEW_FLAGS, show: VIEW_FLAGS, create: ADD_FLAGS, edit: UPDATE_FLAGS, delete: [DELETE_FLAG],
};

export const developerPortalAccess: AccessRule = (flags, { resource, action }) => {
  if (resource !== DEVELOPER_APPS_RESOURCE) return undefined;
  return hasAnyFlag(flags, flagsFor[action ?? 'list'] ?? VIEW_FLAGS);
};
