// The notes resource as its routes declare it (../contract/notesRoutes.ts): the list in its 'sortBy'
// dialect (the search box as `query`, the `pinned` filter as itself), one note, create, change and
// delete (traced under the resource's name). Who may list and change it follows the same routes'
// flags (declaredAccess in index.ts). The calls name the selected account by the session's headers.
import type { DeclaredResource } from '@platform-console/plugin-api/console';
import { noteRoutes } from '../contract/notesRoutes';

export const NOTES_RESOURCE = 'notes';

export const notesDeclared: Record<string, DeclaredResource> = {
  [NOTES_RESOURCE]: {
    list: noteRoutes.list, getOne: noteRoutes.getOne, create: noteRoutes.create,
    update: noteRoutes.update, delete: noteRoutes.remove,
  },
};
