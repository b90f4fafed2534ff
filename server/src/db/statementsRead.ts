// Which statements one piece of work sends, so that what it read can be named (http/keptAnswers.ts).
// drizzle hands every statement to its logger in the async context of the work that sent it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

const recording = new AsyncLocalStorage<string[]>();

/** The logger both databases are opened with: it notes a statement only inside `recordStatements`. */
export const statementRecorder: Logger = {
  logQuery(query) {
    recording.getStore()?.push(query);
  },
};

/** Runs `work`, noting the SQL of every statement it sends. */
export async function recordStatements<T>(work: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const statements: string[] = [];
  const value = await recording.run(statements, work);
  return { value, statements };
}

const WRITES = /^\s*(insert|update|delete|merge|truncate)\b|\bfor\s+(update|share)\b/i;
const READ_FROM = /\b(?:from|join)\s+("?)([^\s"(),]+)\1/gi;

/**
 * The tables `statements` read, or undefined when one of them writes or reads something other than a
 * table named in quotes (a function, a view: what it reads cannot be told from its text).
 */
export function tablesRead(statements: readonly string[]): Set<string> | undefined {
  const tables = new Set<string>();
  for (const statement of statements) {
    if (WRITES.test(statement)) return undefined;
    for (const [, quote, name] of statement.matchAll(READ_FROM)) {
      if (quote !== '"') return undefined;
      tables.add(name);
    }
  }
  return tables;
}
