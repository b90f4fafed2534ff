// The one home of the server's prepared statements: built once per database and shape, never shared
// between two databases (two apps in one process: test files, replicas).
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/src/db/connection';
import { preparedOnce, preparedPerShape } from '../../server/src/db/preparedStatements';

const database = () => ({}) as Db;

describe('prepared statements', () => {
  it('are built once per database and shape, under a name that holds the shape', () => {
    const prepare = vi.fn((_db: Db, _shape: { sort: string }, key: string) => ({ name: `list_${key}` }));
    const statements = preparedPerShape((shape: { sort: string }) => shape.sort, prepare);
    const [one, other] = [database(), database()];
    const byName = statements(one, { sort: 'name' });
    expect(statements(one, { sort: 'name' })).toBe(byName);
    expect(byName.name).toBe('list_name');
    expect(statements(one, { sort: 'created' })).not.toBe(byName);
    expect(statements(other, { sort: 'name' })).not.toBe(byName);
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('of one shape are built once per database', () => {
    const prepare = vi.fn(() => ({}));
    const statement = preparedOnce(prepare);
    const one = database();
    expect(statement(one)).toBe(statement(one));
    expect(statement(database())).not.toBe(statement(one));
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
