import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ulid } from 'ulid';
import '../testing/provided-context.js';
import { connectDatabase } from './connect.js';
import { preparedQuery } from './prepared-query.js';

describe('prepared queries', () => {
  // One connection: the statements it prepared are the ones this test sees.
  const db = connectDatabase(inject('databaseUrl'), 1);
  afterAll(() => db.destroy());

  const userByEmail = preparedQuery((db, email: string, since: Date) =>
    db.selectFrom('users').select(['id', 'emailVerifiedAt', sql<number>`42`.as('answer')]).where('email', '=', email).where('createdAt', '>', since).where('name', '<>', 'nobody'),
  );

  it('runs with the arguments of each call, keeps the values of the query itself, names columns in camelCase', async () => {
    const users = [ulid(), ulid()].map((id) => ({ id, email: `${id.toLowerCase()}@example.test`, name: 'Prepared', passwordHash: 'x' }));
    await db.insertInto('users').values(users).execute();
    const long = new Date(Date.now() - 3_600_000);
    expect(await userByEmail(db, users[0]!.email, long)).toEqual([{ id: users[0]!.id, emailVerifiedAt: null, answer: 42 }]);
    expect(await userByEmail(db, users[1]!.email, long)).toEqual([{ id: users[1]!.id, emailVerifiedAt: null, answer: 42 }]);
    expect(await userByEmail(db, users[1]!.email, new Date(Date.now() + 60_000))).toEqual([]);
  });

  it('is parsed once per connection, as a named statement', async () => {
    await userByEmail(db, 'nobody@example.test', new Date());
    const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toMatch(/^tandem_\d+$/);
    expect(rows[0]!.statement).toContain('from "users"');
  });

  it('refuses a builder that leaves an argument out (its SQL would not carry it)', async () => {
    const careless = preparedQuery((db, id: string, _unused: string) => db.selectFrom('users').select('id').where('id', '=', id).where('name', '=', 'x'));
    await expect(careless(db, 'a', 'b')).rejects.toThrow('A prepared query must use each of its 2 arguments as a value (it uses 1)');
  });
});
