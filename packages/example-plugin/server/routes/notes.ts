// The notes routes, each mounted from its declaration (../../contract/notesRoutes.ts: its path under
// /manage and its guard's flags): GET /notes (paged, sorted and searched in the 'sortBy' dialect),
// GET /notes/{id}, POST /notes, PUT /notes/{id}, DELETE /notes/{id}. Each reads and writes the notes
// of the account the accountId header names, as the guard verified it.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, notFound, mountDeclared, requireTenant } from '@platform-console/plugin-api/server';
import { DEFAULT_PAGE_SIZE } from '@platform-console/plugin-api/contract';
import {
  NoteAccountQuery, NoteAnswer, NoteBody, NoteIdParams, NoteListQuery, NoteMessage, NotePage,
} from '../../contract/notes';
import { noteRoutes as declared } from '../../contract/notesRoutes';
import { createNote, deleteNote, findNote, listNotes, updateNote } from '../notesStore';

/** A query's accountId, when given, must be the account the guard verified from the headers. */
function accountOf(request: FastifyRequest & { query: { accountId?: number } }): number {
  const tenant = requireTenant(request);
  if (request.query.accountId !== undefined && request.query.accountId !== tenant.accountId) {
    throw forbidden('The accountId must be the accountId header');
  }
  return tenant.accountId;
}

const noteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, declared.list, { query: NoteListQuery, response: NotePage }, {
    summary: "The account's notes, paged, sorted and searched by title", errors: [400, 401, 403],
  }, async (request) => {
    const q = request.query;
    return listNotes(
      db, accountOf(request),
      { query: q.query?.trim() || undefined, pinned: q.pinned },
      q.sortBy ? { field: q.sortBy, direction: q.sortDir ?? 'asc' } : { field: 'updatedAt', direction: 'desc' },
      { page: q.pageNo ?? 0, size: q.pageSize ?? DEFAULT_PAGE_SIZE },
    );
  });

  mountDeclared(app, declared.getOne, { params: NoteIdParams, query: NoteAccountQuery, response: NoteAnswer }, {
    summary: 'One of the account’s notes', errors: [400, 401, 403, 404],
  }, async (request) => {
    const note = await findNote(db, accountOf(request), request.params.id);
    if (!note) throw notFound('Note');
    return { message: 'Note', data: note };
  });

  mountDeclared(app, declared.create, { query: NoteAccountQuery, body: NoteBody, response: NoteAnswer }, {
    summary: 'Create a note in the account', status: 201, errors: [400, 401, 403],
  }, async (request, reply) => {
    const note = await createNote(db, accountOf(request), request.body);
    return reply.status(201).send({ message: 'Note created', data: note });
  });

  mountDeclared(app, declared.update, { params: NoteIdParams, query: NoteAccountQuery, body: NoteBody, response: NoteAnswer }, {
    summary: 'Change one of the account’s notes', errors: [400, 401, 403, 404],
  }, async (request) => {
    const note = await updateNote(db, accountOf(request), request.params.id, request.body);
    if (!note) throw notFound('Note');
    return { message: 'Note updated', data: note };
  });

  mountDeclared(app, declared.remove, { params: NoteIdParams, query: NoteAccountQuery, response: NoteMessage }, {
    summary: 'Delete one of the account’s notes', errors: [400, 401, 403, 404],
  }, async (request) => {
    if (!(await deleteNote(db, accountOf(request), request.params.id))) throw notFound('Note');
    return { message: 'Note deleted' };
  });
};

export default noteRoutes;
