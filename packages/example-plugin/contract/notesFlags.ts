// The notes domain's permission flags, declared once for the server's guards and the console's
// pages and access rules. No TypeBox here: the console imports this file.

/** Reading notes: the list, one note, the summary page. */
export const VIEW_NOTES = 'view_notes';
/** Creating, changing and deleting notes (and reading them). */
export const EDIT_NOTES = 'edit_notes';

/** Who may read notes: either flag. */
export const READ_NOTES_FLAGS = [VIEW_NOTES, EDIT_NOTES];
