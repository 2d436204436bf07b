import { newId } from '@tandem/platform/ids';
import type { Db } from '@tandem/platform/db';
import type { UserRow } from '@tandem/platform/db/tables/users';
import type { User } from '../api/schemas/account.js';

export function userView(row: UserRow): User {
  return { userId: row.id, email: row.email, name: row.name, locale: row.locale === 'de' ? 'de' : 'en', emailVerified: row.emailVerifiedAt !== null };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A new user, or undefined when the address has an account already (the caller must not reveal which). */
export function createUserIfNew(db: Db, email: string, name: string, passwordHash: string): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({ id: newId(), email: normaliseEmail(email), name, passwordHash })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export function getUser(db: Db, userId: string): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}
