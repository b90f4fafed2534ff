// The export jobs of this server: taken in order, one at a time (an export is a long read and a long
// write; two at once on a 2-core machine would only share it), each written to a file under the
// data directory, its progress kept in export_jobs for any replica to answer. When a job ends, its
// starter's bell says so, with a Download action (a DOWNLOAD notification, docs/decisions.md).
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { exportJobs } from '../../db/schema';
import type { AccountDataSources } from '../../dataSources/accountDataSources';
import { notify } from '../notifications';
import { EXPORT_FILE_TTL_MS } from '../../../../contract/dataExportRules';
import { jobById, jobFinished, jobProgressed, jobStarted, type JobProgress, type JobRow } from './exportStore';
import { writeExport, type ExportLimits } from './writeExport';

/** Progress is written at most this often (and at the end). */
const PROGRESS_EVERY_MS = 500;
/** Queued jobs are marked alive this often, so a poll does not take a long wait for a lost server. */
const QUEUED_HEARTBEAT_MS = 20_000;

/** Where this server keeps export files: DATA_DIR/exports, or the system's temporary folder for an in-memory platform. */
export function exportFilesDir(dataDir: string): string {
  return dataDir.startsWith('memory://') ? join(tmpdir(), `platform-exports-${process.pid}`) : join(resolve(dataDir), 'exports');
}

export interface ExportJobsOptions {
  db: Db;
  dataSources: AccountDataSources;
  filesDir: string;
  log: FastifyBaseLogger;
  limits?: Partial<ExportLimits>;
}

export class ExportJobs {
  private readonly queue: number[] = [];
  private running: Promise<void> | null = null;
  private readonly abort = new AbortController();
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: ExportJobsOptions) {
    this.heartbeat = setInterval(() => void this.markQueuedAlive(), QUEUED_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** The file of a job, relative to the files folder. */
  static fileNameOf(job: Pick<JobRow, 'accountId' | 'id'>): string {
    return join(String(job.accountId), `${job.id}.xlsx`);
  }

  filePath(relative: string): string {
    return join(this.options.filesDir, relative);
  }

  enqueue(jobId: number): void {
    if (this.closed) throw new Error('The server is stopping');
    this.queue.push(jobId);
    if (!this.running) this.running = this.drain();
  }

  /** Resolves when every job taken so far has ended (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    this.queue.length = 0;
    this.abort.abort();
    await this.idle();
  }

  private async markQueuedAlive() {
    if (this.queue.length === 0) return;
    await this.options.db.update(exportJobs).set({ heartbeatAt: sql`now()` }).where(inArray(exportJobs.id, [...this.queue]))
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'export heartbeat failed'));
  }

  private async drain(): Promise<void> {
    try {
      for (let id = this.queue.shift(); id !== undefined; id = this.queue.shift()) {
        await this.run(id).catch((error: unknown) => this.options.log.error({ err: error, job: id }, 'export job failed'));
      }
    } finally {
      this.running = null;
    }
  }

  private async run(id: number): Promise<void> {
    const { db, dataSources } = this.options;
    const job = await jobById(db, id);
    if (!job || job.status !== 'queued') return;
    const progress: JobProgress = { rowsDone: 0, totalRows: null };
    await jobStarted(db, id, progress);
    const relative = ExportJobs.fileNameOf(job);
    const file = this.filePath(relative);
    await mkdir(dirname(file), { recursive: true });
    await this.removeOldFiles(dirname(file));
    try {
      const connection = job.connectionId === null ? undefined : await dataSources.connection(job.accountId, job.connectionId);
      if (!connection) throw new Error('The data source of this app instance was deleted');
      const source = await dataSources.open(connection);
      let written = 0;
      const result = await (async () => {
        try {
          const table = { schema: job.schemaName, name: job.tableName };
          const columns = await source.columns(table.schema, table.name);
          if (!columns) throw new Error(`The table ${job.schemaName}.${job.tableName} is no longer in the data source`);
          return await writeExport({
            source, sourceName: connection.databaseName, table, columns, fileName: file, limits: this.options.limits, signal: this.abort.signal,
            onProgress: async (rowsDone, totalRows) => {
              Object.assign(progress, { rowsDone, totalRows });
              if (Date.now() - written >= PROGRESS_EVERY_MS) {
                written = Date.now();
                await jobProgressed(db, id, progress);
              }
            },
          });
        } finally {
          await source.close().catch(() => undefined);
        }
      })();
      progress.rowsDone = result.rows;
      await jobFinished(db, id, 'done', progress, { result, message: result.message }, { name: relative, bytes: result.fileBytes });
      await this.tell(job, `Export of ${job.tableName} is ready to download: ${result.message}`, true);
    } catch (error) {
      await rm(file, { force: true });
      const reason = this.abort.signal.aborted ? 'the server stopped before it finished' : (error as Error).message;
      const message = `The export of ${job.tableName} failed: ${reason}`;
      await jobFinished(db, id, 'failed', progress, { message });
      await this.tell(job, message, false);
    }
  }

  /** The bell of the person who started the export: a Download action when it has a file. */
  private async tell(job: JobRow, message: string, download: boolean) {
    if (job.userCreated === null) return;
    await notify(this.options.db, {
      userId: job.userCreated, accountId: job.accountId, message,
      ...(download ? { type: 'DOWNLOAD' as const, key: 'dataExport', websiteUrl: `/export-job/${job.id}/link` } : { type: 'INFO' as const }),
    }).catch((error: unknown) => this.options.log.warn({ err: error }, 'export notification failed'));
  }

  /** Files older than their keeping time go when the account exports again. */
  private async removeOldFiles(folder: string) {
    const now = Date.now();
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      const path = join(folder, name);
      const info = await stat(path).catch(() => undefined);
      if (info && now - info.mtimeMs > EXPORT_FILE_TTL_MS) await rm(path, { force: true });
    }
  }
}
