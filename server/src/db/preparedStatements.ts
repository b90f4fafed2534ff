// Prepared statements kept per database and per query shape: the SQL is built and parsed once, and
// PostgreSQL still plans each execution for its values (db/connection.ts). Keyed by the database, so
// two apps in one process (test files, replicas) never share a statement.
import type { Db } from './connection';

/**
 * A shape's statements, built once per database by `prepare`. `keyOf` names the shape: equal keys
 * share statements, and the key goes into the statements' names (PostgreSQL's, per connection).
 */
export function preparedPerShape<Shape, Statements>(
  keyOf: (shape: Shape) => string,
  prepare: (db: Db, shape: Shape, key: string) => Statements,
): (db: Db, shape: Shape) => Statements {
  const byDatabase = new WeakMap<Db, Map<string, Statements>>();
  return (db, shape) => {
    const key = keyOf(shape);
    let byShape = byDatabase.get(db);
    if (!byShape) byDatabase.set(db, (byShape = new Map()));
    let statements = byShape.get(key);
    if (!statements) byShape.set(key, (statements = prepare(db, shape, key)));
    return statements;
  };
}

/** A query of one shape: its statement, built once per database. */
export function preparedOnce<Statement>(prepare: (db: Db) => Statement): (db: Db) => Statement {
  const ofShape = preparedPerShape<void, Statement>(() => '', (db) => prepare(db));
  return (db) => ofShape(db, undefined);
}
