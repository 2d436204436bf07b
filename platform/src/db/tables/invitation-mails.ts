import type { Generated } from 'kysely';

/** One invitation mail sent to an address (normalised), for the daily cap per address. */
export interface InvitationMailsTable {
  email: string;
  sentAt: Generated<Date>;
}
