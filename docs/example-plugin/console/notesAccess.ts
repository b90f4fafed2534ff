// Who may do what with notes: reading needs view_notes, changing needs edit_notes. The registry
// asks every plugin in turn; answering undefined for other resources lets the next plugin answer.
// allpermissions is handled by the registry before any plugin is asked.
import type { AccessRule } from '../../src/plugins/types';

export const NOTES_RESOURCE = 'notes';
export const notesFlags = { view: 'view_notes', edit: 'edit_notes' } as const;

const readActions = new Set(['list', 'show']);

export const notesAccess: AccessRule = (flags, { resource, action }) => {
  if (resource !== NOTES_RESOURCE) return undefined;
  if (!action || readActions.has(action)) return flags[notesFlags.view] === true || flags[notesFlags.edit] === true;
  return flags[notesFlags.edit] === true;
};
