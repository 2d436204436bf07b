import type { Generated, Selectable } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  locale: Generated<string>;
  /** When the user followed a mailed verification link; null until then (no flow may go live). */
  emailVerifiedAt: Generated<Date | null>;
  createdAt: Generated<Date>;
}
export type UserRow = Selectable<UsersTable>;
