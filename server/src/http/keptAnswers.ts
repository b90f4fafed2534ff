// Answers of read routes kept in this process between changes to what they read (issue 31): a list
// read again by the same caller, unchanged since, costs no query. A route takes part by saying
// `config: { keptUntilChange: true }`; it must answer from the database and its request alone (not
// the clock), and the answer is kept per caller, account, membership, flags, language and URL.
//
// Exact, not eventually right, as the memberships the guard keeps (security/membershipCache.ts):
// every statement a route sends is noted (db/statementsRead.ts), and its answer is kept only when all
// it read are tables that raise the table_changed notice at each commit (migration 0030), which every
// replica hears and then forgets the answers read from that table. Before a kept answer is given,
// the replica makes sure it has heard every notice committed before the request; an answer being read
// when any notice arrives is given but not kept; while the notices cannot be heard, nothing is kept.
import type { FastifyRequest, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Listening } from '../db/connection';
import { recordStatements, tablesRead } from '../db/statementsRead';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer is kept until a table it read changes (http/keptAnswers.ts). */
    keptUntilChange?: boolean;
  }
}

/** The channel migration 0030's triggers notify, with the changed table's name. */
export const TABLE_CHANGED_CHANNEL = 'table_changed';
/** Beyond this many kept answers, the oldest is forgotten (a bound on memory). */
const MAX_KEPT = 2_000;

interface Kept {
  value: unknown;
  tables: Set<string>;
}

export class KeptAnswers {
  private readonly kept = new Map<string, Kept>();
  private readonly keysByTable = new Map<string, Set<string>>();
  /** The tables whose changes are heard (those with migration 0030's trigger). */
  private noticed = new Set<string>();
  /** Counts notices: an answer read while one arrived is not kept. */
  private notices = 0;
  private listening?: Listening;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    const rows = await rowsOf<{ name: string }>(this.database.db, sql`
      SELECT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgname = 'notify_table_changed' AND NOT t.tgisinternal`);
    this.noticed = new Set(rows.map((row) => row.name));
    this.listening = await this.database.listen(TABLE_CHANGED_CHANNEL, (table) => this.forgetTable(table), () => this.forgetAll());
  }

  /** The answer kept for `key`, or the one `produce` reads, kept when all it read is heard of. */
  async answer(key: string, produce: () => Promise<unknown>): Promise<unknown> {
    const caughtUp = this.listening !== undefined && (await this.listening.caughtUp().then(() => true, () => false));
    const kept = caughtUp ? this.kept.get(key) : undefined;
    if (kept) return kept.value;
    const before = this.notices;
    const { value, statements } = await recordStatements(produce);
    const tables = tablesRead(statements);
    if (caughtUp && before === this.notices && value !== undefined && tables && [...tables].every((t) => this.noticed.has(t))) {
      this.keep(key, { value, tables });
    }
    return value;
  }

  private keep(key: string, entry: Kept): void {
    if (this.kept.size >= MAX_KEPT) this.forgetKey(this.kept.keys().next().value as string);
    this.kept.set(key, entry);
    for (const table of entry.tables) {
      let keys = this.keysByTable.get(table);
      if (!keys) this.keysByTable.set(table, (keys = new Set()));
      keys.add(key);
    }
  }

  private forgetKey(key: string): void {
    const entry = this.kept.get(key);
    if (!entry) return;
    this.kept.delete(key);
    for (const table of entry.tables) this.keysByTable.get(table)?.delete(key);
  }

  private forgetTable(table: string): void {
    this.notices += 1;
    const keys = this.keysByTable.get(table);
    if (!keys) return;
    this.keysByTable.delete(table);
    for (const key of keys) this.forgetKey(key);
  }

  private forgetAll(): void {
    this.notices += 1;
    this.kept.clear();
    this.keysByTable.clear();
  }

  async close(): Promise<void> {
    const listening = this.listening;
    this.listening = undefined;
    this.forgetAll();
    await listening?.stop();
  }
}

/** Everything an answer may depend on besides the database: who asks, as which member, in what language, what. */
function answerKey(request: FastifyRequest): string {
  const tenant = request.tenant;
  const flags = tenant ? Object.keys(tenant.flags).filter((flag) => tenant.flags[flag]).sort().join(',') : '';
  return JSON.stringify([
    request.caller?.userId, tenant?.accountId, tenant?.accountUserId, tenant?.userType, flags,
    request.headers['accept-language'], request.url,
  ]);
}

/** An onRoute hook: the handlers of routes saying `keptUntilChange` answer through `kept`. */
export function keepAnswersOfMarkedRoutes(kept: KeptAnswers) {
  return (route: RouteOptions): void => {
    if (route.config?.keptUntilChange !== true) return;
    // Fastify adds a HEAD route beside each GET one.
    const methods = [route.method].flat();
    if (!methods.every((m) => m === 'GET' || m === 'HEAD')) throw new Error(`${route.url}: only a read's answer can be kept until a change`);
    const handler = route.handler;
    route.handler = async function keptAnswer(request, reply) {
      return kept.answer(answerKey(request), async () => handler.call(this, request, reply));
    };
  };
}
