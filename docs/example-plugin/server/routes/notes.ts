// The notes calls of the console's endpoint mapping (../../console/notesEndpoints.ts), under /manage:
// GET /notes (paged, sorted and searched in the 'sortBy' dialect), GET /notes/{id}, POST /notes,
// PUT /notes/{id}, DELETE /notes/{id}. Every route is guarded by the contract's flags in the
// account named by the accountId header, and reads and writes that account's notes only.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, notFound } from '../../../../server/src/http/errors';
import { errorResponses } from '../../../../server/src/http/responses';
import { pagedResponse } from '../../../../server/src/http/paging';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/paging';
import { inAccount, requireTenant } from '../../../../server/src/security/guard';
import {
  Note, NoteAccountQuery, NoteAnswer, NoteBody, NoteIdParams, NoteListQuery, NoteMessage,
} from '../../contract/notes';
import { EDIT_NOTES, READ_NOTES_FLAGS } from '../../contract/notesFlags';
import { createNote, deleteNote, findNote, listNotes, updateNote } from '../notesStore';

const tags = ['notes'];

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

  app.get('/notes', {
    schema: {
      tags, summary: "The account's notes, paged, sorted and searched by title",
      querystring: NoteListQuery,
      response: { 200: pagedResponse(Note), ...errorResponses(400, 401, 403) },
    },
    preHandler: inAccount(...READ_NOTES_FLAGS),
  }, async (request) => {
    const q = request.query;
    return listNotes(
      db, accountOf(request),
      { query: q.query?.trim() || undefined, pinned: q.pinned },
      q.sortBy ? { field: q.sortBy, direction: q.sortDir ?? 'asc' } : { field: 'updatedAt', direction: 'desc' },
      { page: q.pageNo ?? 0, size: q.pageSize ?? DEFAULT_PAGE_SIZE },
    );
  });

  app.get('/notes/:id', {
    schema: {
      tags, summary: 'One of the account’s notes',
      params: NoteIdParams, querystring: NoteAccountQuery,
      response: { 200: NoteAnswer, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...READ_NOTES_FLAGS),
  }, async (request) => {
    const note = await findNote(db, accountOf(request), request.params.id);
    if (!note) throw notFound('Note');
    return { message: 'Note', data: note };
  });

  app.post('/notes', {
    schema: {
      tags, summary: 'Create a note in the account',
      querystring: NoteAccountQuery, body: NoteBody,
      response: { 201: NoteAnswer, ...errorResponses(400, 401, 403) },
    },
    preHandler: inAccount(EDIT_NOTES),
  }, async (request, reply) => {
    const note = await createNote(db, accountOf(request), request.body);
    return reply.status(201).send({ message: 'Note created', data: note });
  });

  app.put('/notes/:id', {
    schema: {
      tags, summary: 'Change one of the account’s notes',
      params: NoteIdParams, querystring: NoteAccountQuery, body: NoteBody,
      response: { 200: NoteAnswer, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(EDIT_NOTES),
  }, async (request) => {
    const note = await updateNote(db, accountOf(request), request.params.id, request.body);
    if (!note) throw notFound('Note');
    return { message: 'Note updated', data: note };
  });

  app.delete('/notes/:id', {
    schema: {
      tags, summary: 'Delete one of the account’s notes',
      params: NoteIdParams, querystring: NoteAccountQuery,
      response: { 200: NoteMessage, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(EDIT_NOTES),
  }, async (request) => {
    if (!(await deleteNote(db, accountOf(request), request.params.id))) throw notFound('Note');
    return { message: 'Note deleted' };
  });
};

export default noteRoutes;
