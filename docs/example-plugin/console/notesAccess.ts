// Who may do what with notes: reading needs view_notes or edit_notes, changing needs edit_notes
// (the flags of the contract, which the server's guards use too). The registry asks every plugin in
// turn; answering undefined for other resources lets the next plugin answer. allpermissions is
// handled by the registry before any plugin is asked.
import type { AccessRule } from '../../../src/plugins/types';
import { EDIT_NOTES, READ_NOTES_FLAGS } from '../contract/notesFlags';

export const NOTES_RESOURCE = 'notes';

const readActions = new Set(['list', 'show']);

export const notesAccess: AccessRule = (flags, { resource, action }) => {
  if (resource !== NOTES_RESOURCE) return undefined;
  if (!action || readActions.has(action)) return READ_NOTES_FLAGS.some((flag) => flags[flag] === true);
  return flags[EDIT_NOTES] === true;
};
