// The example plugin package's console part (its `./console` export): the console side of a 'notes'
// domain. The console it is installed into builds it in when plugins.json enables it (src/corePlugins.ts
// takes the one plugin this module declares). Its server side is ../server, the wire contract both share ../contract. Its resource is served by
// the domain's declared routes (../contract/notesRoutes.ts), and who may list or change notes follows
// their flags: readers hold view_notes or edit_notes, writers edit_notes.
import NoteIcon from '@mui/icons-material/StickyNote2';
import { definePlugin, lazyView, declaredAccess, declaredResourceProvider, pagePath } from '@platform-console/plugin-api/console';
import { NOTES_RESOURCE, notesDeclared } from './notesResources';
import { READ_NOTES_FLAGS } from '../contract/notesFlags';
import { notesMessages } from './messages';

// Its views load when opened, as the console's own domains' do (the console's first load stays its own).
const NoteList = lazyView(() => import('./NoteList'), 'NoteList');
const NoteCreate = lazyView(() => import('./NoteCreate'), 'NoteCreate');
const NoteEdit = lazyView(() => import('./NoteEdit'), 'NoteEdit');
const NotesSummaryPage = lazyView(() => import('./NotesSummaryPage'), 'NotesSummaryPage');

/** The summary page's route and its links: `notesSummaryPage.path({ accountId })`. */
export const notesSummaryPage = pagePath('/app/:accountId/notes-summary');

export const notesPlugin = definePlugin({
  name: 'notes',
  resources: [
    {
      name: NOTES_RESOURCE,
      list: NoteList,
      create: NoteCreate,
      edit: NoteEdit,
      icon: NoteIcon,
      recordRepresentation: 'title',
      dataProvider: declaredResourceProvider(notesDeclared[NOTES_RESOURCE]),
    },
  ],
  pages: [
    {
      path: notesSummaryPage,
      component: NotesSummaryPage,
      anyOfFlags: READ_NOTES_FLAGS,
      nav: { key: 'notes', label: 'notes.menu', icon: NoteIcon, order: 90 },
    },
  ],
  canAccess: declaredAccess(notesDeclared),
  messages: notesMessages,
});
