// Runs migrations taken from the job queue (server/src/jobs/: this process's, or any replica's
// through RabbitMQ): the job planned again from its row, then table by table, the source read in batches and each batch written to a new target table (COPY into PostgreSQL), then the
// copy read back and proved: row counts and checksums (tableChecksum.ts), source against target.
// A refused batch names the table and row, drops the half-written table and stops the job; so does
// a cancel, between batches. Tables finished before stay, each with its proof.
import type { Db } from '../../../db/connection';
import { MIGRATION_BATCH_ROWS } from '../../../../../contract/migrationRules';
import type { MigrationStatus, TableResult } from '../../../../../contract/databases';
import { MIGRATION_MESSAGES } from '../../../../../contract/migrationRules';
import type { AccountDataSources } from '../../../dataSources/accountDataSources';
import { RowRefused, type DataSource, type TableRef } from '../../../dataSources/dataSource';
import type { Delivery, Worker } from '../../../jobs/jobQueue';
import { TableChecksum } from './tableChecksum';
import {
  finishJob, jobById, markAlive, requestedTables, takeJob, writeProgress, type JobProgress, type JobResult, type JobRow,
} from './migrationJobs';
import { planBetween, type PlannedTable } from './migrationPlan';

/** Why a table's copy stopped: a refused row (counted from 1 in the source read), a cancel, or shutdown. */
class Stopped extends Error {
  constructor(readonly status: MigrationStatus, message: string, readonly row: number | null = null) {
    super(message);
  }
}

/** A job that ends before its first table: its reason, shown as the failure. */
const failedBeforeStart = (message: string): JobResult => ({ tables: [], failure: { table: '', row: null, message, targetTableRemoved: false } });

export class MigrationRunner implements Worker {
  /** Two at once per server: a migration mostly waits on the two databases. */
  readonly concurrency = 2;
  private stopping = false;
  private readonly batchRows = MIGRATION_BATCH_ROWS;

  constructor(private readonly db: Db, private readonly dataSources: AccountDataSources) {}

  run(jobId: number, delivery: Delivery): Promise<void> {
    return this.take(jobId, delivery);
  }

  async keepWaitingAlive(jobIds: number[]): Promise<void> {
    await markAlive(this.db, jobIds);
  }

  /** Stops every job between batches (their tables are removed); the job queue's close waits for them. */
  stopAll(): void {
    this.stopping = true;
  }

  private async take(jobId: number, { redelivered }: Delivery): Promise<void> {
    const job = await jobById(this.db, jobId);
    if (!job) return;
    const progress = job.progress as JobProgress;
    if (job.status === 'running' && redelivered) {
      // Its worker stopped without a word (the broker gave the job back): never run half a job twice.
      const result = (job.result as JobResult | null) ?? failedBeforeStart('');
      await finishJob(this.db, jobId, 'interrupted', { ...progress, currentTable: null }, {
        tables: result.tables,
        failure: { table: progress.currentTable ?? '', row: null, message: MIGRATION_MESSAGES.workerLost, targetTableRemoved: false },
      });
      return;
    }
    if (job.status !== 'queued' || !(await takeJob(this.db, jobId))) return;
    if (job.cancelRequested) return finishJob(this.db, jobId, 'cancelled', progress, { tables: [], failure: null });
    if (this.stopping) return finishJob(this.db, jobId, 'interrupted', progress, failedBeforeStart(MIGRATION_MESSAGES.serverStopped));
    const planned = await this.plan(job).catch((error: Error) => error.message);
    if (typeof planned === 'string') return finishJob(this.db, jobId, 'failed', progress, failedBeforeStart(planned));
    await this.migrate(jobId, planned);
  }

  /** The job's plan, made again by the worker that runs it: the connections or tables may have changed since. */
  private async plan(job: JobRow) {
    const [source, target] = await Promise.all([
      job.sourceId === null ? undefined : this.dataSources.connection(job.accountId, job.sourceId),
      job.targetId === null ? undefined : this.dataSources.connection(job.accountId, job.targetId),
    ]);
    if (!source || !target) throw new Error(MIGRATION_MESSAGES.connectionGone);
    const { plan, missing } = await planBetween(this.dataSources, source, target, requestedTables(job));
    if (missing.length) throw new Error(MIGRATION_MESSAGES.tablesGone(missing));
    const existing = plan.tables.filter((t) => t.targetExists).map((t) => `${t.targetSchema}.${t.name}`);
    if (existing.length) throw new Error(MIGRATION_MESSAGES.targetExists(existing));
    return { plan, source, target };
  }

  private async migrate(jobId: number, { plan, source: sourceRow, target: targetRow }: Awaited<ReturnType<MigrationRunner['plan']>>): Promise<void> {
    const progress: JobProgress = { tablesTotal: plan.tables.length, tablesDone: 0, rowsEstimate: plan.rowEstimate, rowsDone: 0, currentTable: null };
    const result: JobResult = { tables: [], failure: null };
    let source: DataSource | undefined;
    let target: DataSource | undefined;
    let status: MigrationStatus = 'succeeded';
    try {
      source = await this.dataSources.open(sourceRow);
      target = await this.dataSources.open(targetRow);
      for (const table of plan.tables) {
        progress.currentTable = `${table.schema}.${table.name}`;
        const outcome = await this.copyTable(jobId, table, source, target, progress);
        if ('failure' in outcome) {
          status = outcome.status;
          result.failure = outcome.failure;
          break;
        }
        result.tables.push(outcome.proof);
        progress.tablesDone += 1;
        await writeProgress(this.db, jobId, progress, result);
      }
      const differing = result.tables.find((t) => !t.verified);
      if (status === 'succeeded' && differing) {
        status = 'failed';
        result.failure = {
          table: `${differing.schema}.${differing.name}`, row: null, targetTableRemoved: false,
          message: `The copy differs from the source: ${differing.sourceRows} rows read, ${differing.targetRows} in the target; checksums ${differing.sourceChecksum} and ${differing.targetChecksum}`,
        };
      }
    } catch (error) {
      status = 'failed';
      result.failure = { table: progress.currentTable ?? '', row: null, message: (error as Error).message, targetTableRemoved: false };
    } finally {
      await source?.close().catch(() => undefined);
      await target?.close().catch(() => undefined);
    }
    progress.currentTable = null;
    await finishJob(this.db, jobId, status, progress, result);
  }

  /** Writes the progress (a batch is 5,000 rows); stops the table's copy when someone cancelled or the server is stopping. */
  private async stillWanted(jobId: number, progress: JobProgress): Promise<void> {
    // PGlite answers without leaving the microtask queue: yield, or an embedded run starves every request.
    await new Promise(setImmediate);
    if (this.stopping) throw new Stopped('interrupted', MIGRATION_MESSAGES.serverStopped);
    if (await writeProgress(this.db, jobId, progress)) throw new Stopped('cancelled', 'Cancelled');
  }

  private async copyTable(
    jobId: number, table: PlannedTable, source: DataSource, target: DataSource, progress: JobProgress,
  ): Promise<{ proof: TableResult } | { status: MigrationStatus; failure: NonNullable<JobResult['failure']> }> {
    const from: TableRef = { schema: table.schema, name: table.name };
    const to: TableRef = { schema: table.targetSchema, name: table.name };
    const names = table.definitions.map((c) => c.name);
    const read = new TableChecksum(table.kinds);
    await target.createTable(to, table.definitions);
    const written = new TableChecksum(table.kinds);
    try {
      await source.readRows(from, names, this.batchRows, async (rows) => {
        try {
          await target.writeRows(to, table.definitions, rows);
        } catch (error) {
          if (!(error instanceof RowRefused)) throw error;
          const row = error.index === undefined ? null : read.rows + error.index + 1;
          throw new Stopped('failed', error.message, row);
        }
        read.add(rows);
        progress.rowsDone += rows.length;
        await this.stillWanted(jobId, progress);
      });
      // The proof reads the copy back as the target holds it.
      await target.readRows(to, names, this.batchRows, async (rows) => {
        written.add(rows);
        await this.stillWanted(jobId, progress);
      });
    } catch (error) {
      const removed = await target.dropTable(to).then(() => true, () => false);
      const stopped = error instanceof Stopped ? error : new Stopped('failed', (error as Error).message);
      return {
        status: stopped.status,
        failure: { table: `${table.schema}.${table.name}`, row: stopped.row, message: stopped.message, targetTableRemoved: removed },
      };
    }
    const targetRows = await target.countRows(to);
    return {
      proof: {
        schema: table.schema, name: table.name, sourceRows: read.rows, targetRows,
        sourceChecksum: read.toString(), targetChecksum: written.toString(),
        verified: read.rows === targetRows && written.rows === targetRows && read.toString() === written.toString(),
      },
    };
  }
}
