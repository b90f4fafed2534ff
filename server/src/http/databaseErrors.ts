// Errors the database raises on a request. A value the database cannot take (PostgreSQL's class 22,
// "data exception": out of range, bad text for a type, NUL in text) is the client's mistake and a
// 400; the rest are our own, answered with a generic 500. Neither answer nor log carries the SQL or
// its parameters (Drizzle's message includes both, and parameters can be secrets).

interface DatabaseError { code: string; message: string }

/** The PostgreSQL error behind `err` (Drizzle wraps the driver's error as its cause), if any. */
export function databaseErrorOf(err: unknown): DatabaseError | undefined {
  for (let current = err, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string') return { code, message };
    current = cause;
  }
  return undefined;
}

export const isDataException = (error: DatabaseError): boolean => error.code.startsWith('22');

/** What the server log keeps of an unexpected error: its kind and the driver's message, no SQL or parameters. */
export function loggableError(err: unknown): Record<string, unknown> {
  const database = databaseErrorOf(err);
  if (database) return { type: 'DatabaseError', code: database.code, message: database.message };
  const { name, message, stack } = err as Error;
  return { type: name, message, stack };
}
