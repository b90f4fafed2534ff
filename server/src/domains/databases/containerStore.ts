// The account's container files: every query names the account; the bytes leave only by fileContent.
import { and, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { containerFiles } from './tables';
import type { ContainerFileView, ContainerView } from '../../../../contract/databases';

type Row = Omit<typeof containerFiles.$inferSelect, 'content'>;

const listed = {
  id: containerFiles.id, accountId: containerFiles.accountId, container: containerFiles.container, name: containerFiles.name,
  contentType: containerFiles.contentType, bytes: containerFiles.bytes, sha256: containerFiles.sha256,
  uploadedBy: containerFiles.uploadedBy, uploadedAt: containerFiles.uploadedAt,
};

export const fileView = (row: Row): ContainerFileView => ({
  id: row.id, container: row.container, name: row.name, contentType: row.contentType, bytes: row.bytes, sha256: row.sha256,
  uploadedAt: row.uploadedAt.toISOString(),
});

export async function accountBytes(db: Db, accountId: number, exceptName?: { container: string; name: string }): Promise<number> {
  const [row] = await db.select({ total: sum(containerFiles.bytes) }).from(containerFiles).where(and(
    eq(containerFiles.accountId, accountId),
    exceptName ? sql`not (${containerFiles.container} = ${exceptName.container} and ${containerFiles.name} = ${exceptName.name})` : undefined,
  ));
  return Number(row?.total ?? 0);
}

/** Stores the file, replacing one of the same name in the container; answers whether it replaced one. */
export async function putFile(db: Db, file: {
  accountId: number; container: string; name: string; contentType: string; content: Buffer; sha256: string; uploadedBy: number;
}): Promise<{ row: Row; replaced: boolean }> {
  const [row] = await db.insert(containerFiles).values({ ...file, bytes: file.content.length })
    .onConflictDoUpdate({
      target: [containerFiles.accountId, containerFiles.container, containerFiles.name],
      set: { contentType: file.contentType, content: file.content, bytes: file.content.length, sha256: file.sha256, uploadedBy: file.uploadedBy, uploadedAt: sql`now()` },
    })
    .returning({ ...listed, inserted: sql<boolean>`(xmax = 0)` });
  const { inserted, ...stored } = row;
  return { row: stored, replaced: !inserted };
}

export async function listContainers(db: Db, accountId: number): Promise<ContainerView[]> {
  const rows = await db.select({
    name: containerFiles.container, files: sql<number>`count(*)::int`, bytes: sql<number>`sum(${containerFiles.bytes})::bigint`,
    updatedAt: sql<Date>`max(${containerFiles.uploadedAt})`,
  }).from(containerFiles).where(eq(containerFiles.accountId, accountId)).groupBy(containerFiles.container).orderBy(containerFiles.container);
  return rows.map((r) => ({ name: r.name, files: Number(r.files), bytes: Number(r.bytes), updatedAt: new Date(r.updatedAt).toISOString() }));
}

export async function listFiles(db: Db, accountId: number, container: string): Promise<ContainerFileView[]> {
  const rows = await db.select(listed).from(containerFiles)
    .where(and(eq(containerFiles.accountId, accountId), eq(containerFiles.container, container))).orderBy(desc(containerFiles.uploadedAt), containerFiles.name);
  return rows.map(fileView);
}

export async function findFile(db: Db, accountId: number, id: number): Promise<Row | undefined> {
  const [row] = await db.select(listed).from(containerFiles).where(and(eq(containerFiles.accountId, accountId), eq(containerFiles.id, id)));
  return row;
}

export async function fileContent(db: Db, accountId: number, id: number) {
  const [row] = await db.select().from(containerFiles).where(and(eq(containerFiles.accountId, accountId), eq(containerFiles.id, id)));
  return row;
}

export async function deleteFile(db: Db, accountId: number, id: number): Promise<boolean> {
  const rows = await db.delete(containerFiles).where(and(eq(containerFiles.accountId, accountId), eq(containerFiles.id, id))).returning({ id: containerFiles.id });
  return rows.length > 0;
}
