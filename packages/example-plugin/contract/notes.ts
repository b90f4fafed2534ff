// The notes domain's wire shapes: TypeBox schemas for the server's routes (and the OpenAPI), and
// their Static types, which the console imports with `import type` only.
import { Type, type Static } from 'typebox';
import { Count, Id, DEFAULT_PAGE_SIZE, pagedResponse } from '@platform-console/plugin-api/contract';

export const NOTE_TITLE_MAX = 200;
export const NOTE_BODY_MAX = 10_000;

/** A note as the server answers it. */
export const Note = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  pinned: Type.Boolean(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Note = Static<typeof Note>;

/**
 * Create and update body. react-admin sends the whole record back on update; fields other than
 * these (id, updatedAt) are ignored.
 */
export const NoteBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: NOTE_TITLE_MAX }),
  body: Type.Optional(Type.String({ maxLength: NOTE_BODY_MAX })),
  pinned: Type.Optional(Type.Boolean()),
});
export type NoteBody = Static<typeof NoteBody>;

export const NOTE_SORT_FIELDS = ['title', 'pinned', 'updatedAt', 'id'] as const;
export type NoteSortField = (typeof NOTE_SORT_FIELDS)[number];

/**
 * GET /notes in its declared `sortBy` dialect: zero-based `pageNo`, `pageSize`, `sortBy`, `sortDir`,
 * the search box as `query`, the list's `pinned` filter as itself. Bounds as the platform's other
 * lists (server/src/http/paging.ts).
 */
export const NoteListQuery = Type.Object({
  accountId: Type.Optional(Id({ description: 'Must be the accountId header' })),
  pageNo: Type.Optional(Count({ maximum: 100_000, default: 0, description: 'Zero-based page number' })),
  pageSize: Type.Optional(Id({ maximum: 100, default: DEFAULT_PAGE_SIZE, description: 'Rows per page' })),
  sortBy: Type.Optional(Type.Enum([...NOTE_SORT_FIELDS], { description: `Sort field: ${NOTE_SORT_FIELDS.join(', ')}` })),
  sortDir: Type.Optional(Type.Enum(['asc', 'desc'], { description: 'Sort direction' })),
  query: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search in the title' })),
  pinned: Type.Optional(Type.Boolean({ description: 'Only pinned (true) or unpinned (false) notes' })),
});
export type NoteListQuery = Static<typeof NoteListQuery>;
export const NotePage = pagedResponse(Note);

/** The one- and change-calls may name the account too; the console leaves it to the headers. */
export const NoteAccountQuery = Type.Object({ accountId: Type.Optional(Id({ description: 'Must be the accountId header' })) });

export const NoteIdParams = Type.Object({ id: Id({ description: 'Note id' }) });
/** Single answers: the note under `data`, where the console's declared resource reads it. */
export const NoteAnswer = Type.Object({ message: Type.String(), data: Note });
export const NoteMessage = Type.Object({ message: Type.String() });
