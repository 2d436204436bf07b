import type { Generated, Selectable } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  locale: Generated<string>;
  createdAt: Generated<Date>;
}
export type UserRow = Selectable<UsersTable>;
