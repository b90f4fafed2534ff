// All of the notes domain's SQL. Every function takes the caller's verified account: a note of
// another account is not found.
import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@platform-console/plugin-api/server';
import {
  containsPattern, orderByClause, pageOffset, pageWithTotal, type Page, type SortSpec,
} from '@platform-console/plugin-api/server';
import type { Note, NoteBody, NoteSortField } from '../contract/notes';
import { notes } from './tables';

type NoteRow = typeof notes.$inferSelect;

const toNote = (row: Pick<NoteRow, 'id' | 'title' | 'body' | 'pinned' | 'updatedAt'>): Note => ({
  id: row.id, title: row.title, body: row.body, pinned: row.pinned, updatedAt: row.updatedAt.toISOString(),
});

const noteColumns = { id: notes.id, title: notes.title, body: notes.body, pinned: notes.pinned, updatedAt: notes.updatedAt };

const sortColumns = { title: sql`lower(${notes.title})`, pinned: notes.pinned, updatedAt: notes.updatedAt, id: notes.id };

export interface NoteFilter {
  query?: string;
  pinned?: boolean;
}

function listWhere(accountId: number, filter: NoteFilter): SQL | undefined {
  return and(
    eq(notes.accountId, accountId),
    filter.query ? ilike(notes.title, containsPattern(filter.query)) : undefined,
    filter.pinned === undefined ? undefined : eq(notes.pinned, filter.pinned),
  );
}

/** One page of the account's notes and the list's total, in the wire's `{ content, totalElements }`. */
export async function listNotes(db: Db, accountId: number, filter: NoteFilter, sort: SortSpec<NoteSortField>, page: Page) {
  const where = listWhere(accountId, filter);
  const rows = await db.select({ ...noteColumns, total: sql<number>`count(*) over()`.mapWith(Number) }).from(notes)
    .where(where).orderBy(...orderByClause(sortColumns, sort, notes.id))
    .limit(page.size).offset(pageOffset(page.page, page.size));
  const { rows: content, totalElements } = await pageWithTotal(rows, page.page, async () =>
    (await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(notes).where(where))[0].total);
  return { content: content.map(toNote), totalElements };
}

export async function findNote(db: Db, accountId: number, id: number): Promise<Note | undefined> {
  const [row] = await db.select(noteColumns).from(notes).where(and(eq(notes.accountId, accountId), eq(notes.id, id)));
  return row && toNote(row);
}

export async function createNote(db: Db, accountId: number, body: NoteBody): Promise<Note> {
  const [row] = await db.insert(notes)
    .values({ accountId, title: body.title, body: body.body ?? '', pinned: body.pinned ?? false })
    .returning(noteColumns);
  return toNote(row);
}

/** The changed note, or undefined when the account has no such note. */
export async function updateNote(db: Db, accountId: number, id: number, body: NoteBody): Promise<Note | undefined> {
  const [row] = await db.update(notes)
    .set({ title: body.title, body: body.body ?? '', pinned: body.pinned ?? false, updatedAt: sql`now()` })
    .where(and(eq(notes.accountId, accountId), eq(notes.id, id)))
    .returning(noteColumns);
  return row && toNote(row);
}

/** Whether the account had the note. */
export async function deleteNote(db: Db, accountId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(notes).where(and(eq(notes.accountId, accountId), eq(notes.id, id))).returning({ id: notes.id });
  return deleted.length > 0;
}
