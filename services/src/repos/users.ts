import { ulid } from 'ulid';
import type { Db } from '../db/index.js';
import type { UserRow } from '../db/tables/users.js';
import type { User } from '../api/schemas/account.js';
import { conflict } from '../api/errors.js';

export function userView(row: UserRow): User {
  return { userId: row.id, email: row.email, name: row.name, locale: row.locale === 'de' ? 'de' : 'en' };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createUser(db: Db, email: string, name: string, passwordHash: string): Promise<UserRow> {
  const row = await db
    .insertInto('users')
    .values({ id: ulid(), email: normaliseEmail(email), name, passwordHash })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw conflict('An account with this email exists already');
  return row;
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export function getUser(db: Db, userId: string): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}
