// The example plugin's server part (its package's `./server` export): the notes domain's Fastify
// plugin, under /manage (the service its routes declare). The console it is installed into mounts it
// after its own domains when plugins.json enables it, and runs its migrations (./migrations) first.
// Every route it adds is authenticated by default and adds its declared flags
// (../contract/notesRoutes.ts) in the account of the headers.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '@platform-console/plugin-api/server';
import { SERVICE_PREFIXES } from '@platform-console/plugin-api/contract';
import { EDIT_NOTES, VIEW_NOTES } from '../contract/notesFlags';
import { en } from '../console/messages/en';
import { fr } from '../console/messages/fr';
import { sp } from '../console/messages/sp';
import { jp } from '../console/messages/jp';
import { zh } from '../console/messages/zh';
import noteRoutes from './routes/notes';

/** The flags this plugin adds to the AdminApp catalog, so roles can grant them (owners hold them through allpermissions). */
export const adminPermissions = {
  [VIEW_NOTES]: 'View notes',
  [EDIT_NOTES]: 'Create, change and delete notes',
};

/** Its menu entry's label, stored as an AdminApp UI text (from its console texts), so owners can word it their own way in Console texts. */
export const consoleLabels = {
  'notes.menu': { en: en.notes.menu, fr: fr.notes.menu, sp: sp.notes.menu, jp: jp.notes.menu, ch: zh.notes.menu },
};

/** Its operations' tag in the API description (their names' first segment, contract/notesRoutes.ts). */
export const openApiTags = [{ name: 'notes', description: 'Notes of the account (the example plugin package)' }];

const notesDomain: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(noteRoutes, { prefix: SERVICE_PREFIXES.manage });
};

export default notesDomain;
