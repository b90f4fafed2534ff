// The worker of export jobs, taken from the job queue (server/src/jobs/: this process's, or any
// replica's through RabbitMQ) one at a time per server (an export is a long read and a long write;
// two at once on a 2-core machine would only share it), each written to a file under the data
// directory, its progress kept in export_jobs for any replica to answer. When a job ends, its
// starter's bell says so, with a Download action (a DOWNLOAD notification, docs/decisions.md).
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import type { AccountDataSources } from '../../dataSources/accountDataSources';
import { JOB_QUEUES, type Delivery, type JobQueue, type Worker } from '../../jobs/jobQueue';
import { notify } from '../notifications/api';
import { EXPORT_FILE_TTL_MS } from '../../../../contract/dataExportRules';
import { jobById, jobFinished, jobProgressed, jobsAlive, takeJob, type JobProgress, type JobRow } from './exportStore';
import { writeExport, type ExportLimits } from './writeExport';

/** Progress is written at most this often (and at the end). */
const PROGRESS_EVERY_MS = 500;
const SERVER_STOPPED = 'the server stopped before it finished';
export const EXPORT_QUEUE_UNAVAILABLE = 'The job queue is not reachable: the export was not started';

/** Where this server keeps export files: DATA_DIR/exports, or the system's temporary folder for an in-memory platform. */
export function exportFilesDir(dataDir: string): string {
  return dataDir.startsWith('memory://') ? join(tmpdir(), `platform-exports-${process.pid}`) : join(resolve(dataDir), 'exports');
}

export interface ExportJobsOptions {
  db: Db;
  dataSources: AccountDataSources;
  queue: JobQueue;
  filesDir: string;
  log: FastifyBaseLogger;
  limits?: Partial<ExportLimits>;
}

export class ExportJobs implements Worker {
  readonly concurrency = 1;
  private readonly abort = new AbortController();

  constructor(private readonly options: ExportJobsOptions) {}

  /** The file of a job, relative to the files folder. */
  static fileNameOf(job: Pick<JobRow, 'accountId' | 'id'>): string {
    return join(String(job.accountId), `${job.id}.xlsx`);
  }

  filePath(relative: string): string {
    return join(this.options.filesDir, relative);
  }

  /** Hands the job to the queue; a job the queue cannot take is closed as failed, and the error thrown. */
  async enqueue(jobId: number): Promise<void> {
    try {
      await this.options.queue.publish(JOB_QUEUES.dataExport, jobId);
    } catch (error) {
      await jobFinished(this.options.db, jobId, 'failed', { rowsDone: 0, totalRows: null }, { message: EXPORT_QUEUE_UNAVAILABLE });
      throw error;
    }
  }

  async run(jobId: number, delivery: Delivery): Promise<void> {
    await this.take(jobId, delivery).catch((error: unknown) => this.options.log.error({ err: error, job: jobId }, 'export job failed'));
  }

  async keepWaitingAlive(jobIds: number[]): Promise<void> {
    await jobsAlive(this.options.db, jobIds);
  }

  /** Stops the running export (its file is removed, the job fails saying why); the job queue's close waits for it. */
  close(): void {
    this.abort.abort();
  }

  private async take(id: number, { redelivered }: Delivery): Promise<void> {
    const { db, dataSources } = this.options;
    const job = await jobById(db, id);
    if (!job) return;
    if (job.status === 'running' && redelivered) {
      // Its worker stopped without a word (the broker gave the job back): it fails as if seen stale.
      const message = `The export of ${job.tableName} failed: ${SERVER_STOPPED}`;
      await jobFinished(db, id, 'failed', job.progress as JobProgress, { message });
      return this.tell(job, message, false);
    }
    const progress: JobProgress = { rowsDone: 0, totalRows: null };
    if (job.status !== 'queued' || !(await takeJob(db, id, progress))) return;
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
      const reason = this.abort.signal.aborted ? SERVER_STOPPED : (error as Error).message;
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
