// What an error from the database turns into (audit finding 3): a value the database cannot take is
// the client's 400; anything else a 500 whose log line carries neither the SQL nor its parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseErrorOf, isDataException, loggableError } from '../../server/src/http/databaseErrors';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner } from './fixtures';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

async function failure(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await server.database.db.execute(query);
  } catch (err) {
    return err;
  }
  throw new Error('the query was expected to fail');
}

describe('database errors', () => {
  it('finds the PostgreSQL error behind the ORM’s, and calls an out-of-range value a data exception', async () => {
    const err = await failure(sql`select ${'99999999999999999999'}::integer`);
    const database = databaseErrorOf(err);
    expect(database?.code).toBe('22003');
    expect(isDataException(database!)).toBe(true);
  });

  it('keeps SQL and parameters out of the log line of an unexpected one', async () => {
    const secret = 'argon2-hash-of-a-secret';
    const err = await failure(sql`select * from no_such_table where password_hash = ${secret}`);
    expect(String((err as Error).message)).toContain(secret); // what the log used to receive
    const logged = JSON.stringify(loggableError(err));
    expect(isDataException(databaseErrorOf(err)!)).toBe(false);
    expect(logged).not.toContain(secret);
    expect(logged).not.toMatch(/select \*/i);
    expect(logged).toContain('42P01');
  });

  it('answers a NUL byte, anywhere in a request, with a clear 400', async () => {
    const login = await server.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'x\u0000y', password: 'p' } });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toMatch(/NUL/);
    const accept = await server.app.inject({ method: 'PUT', url: '/users/accept-invitation?key=%00' });
    expect(accept.statusCode).toBe(400);
  });

  it('answers a tenant header beyond any id with a 400 naming the header', async () => {
    const owner = await signedInOwner(server);
    const res = await server.app.inject({
      method: 'GET', url: '/app/developerApp/apps', headers: { ...owner.headers, accountId: '9223372036854775808' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The accountId header must be a whole number from 1 to 2147483647');
  });
});
