// The notes domain's routes under /manage, declared once: the server mounts them
// (../server/routes/notes.ts) and the console's resource calls them (../console/notesResources.ts)
// by these names, guarded by these flags: reading by either flag, changing by edit_notes. What each
// takes and answers are the TypeBox schemas of notes.ts, named by type only.
import type {
  NoteAccountQuery, NoteAnswer, NoteBody, NoteIdParams, NoteListQuery, NoteMessage, NotePage,
} from './notes';
import { namedRoutes, route } from '@platform-console/plugin-api/contract';
import { EDIT_NOTES, READ_NOTES_FLAGS } from './notesFlags';

const service = 'manage';
type InAccount = { query: typeof NoteAccountQuery };
type ById = InAccount & { params: typeof NoteIdParams };

/** The account's notes: listed (searched, and filtered by `pinned`), read one by one, created, changed and deleted. */
export const noteRoutes = namedRoutes('notes', {
  list: route<{ query: typeof NoteListQuery; response: typeof NotePage }>({
    service, method: 'GET', path: '/notes', flags: READ_NOTES_FLAGS, paging: 'sortBy',
  }),
  getOne: route<ById & { response: typeof NoteAnswer }>({
    service, method: 'GET', path: '/notes/:id', flags: READ_NOTES_FLAGS,
  }),
  create: route<InAccount & { body: typeof NoteBody; response: typeof NoteAnswer }>({
    service, method: 'POST', path: '/notes', flags: [EDIT_NOTES],
  }),
  update: route<ById & { body: typeof NoteBody; response: typeof NoteAnswer }>({
    service, method: 'PUT', path: '/notes/:id', flags: [EDIT_NOTES],
  }),
  remove: route<ById & { response: typeof NoteMessage }>({
    service, method: 'DELETE', path: '/notes/:id', flags: [EDIT_NOTES],
  }),
});
