import type { Generated } from 'kysely';

/**
 * A block of a workspace's month of credits that one worker process reserved (already counted in the
 * month's counter of all apps), from which it admits actions without a round trip; `used` is what
 * the actions recorded against it took. Returned (the rest given back) by its holder, or by anyone
 * once it expired.
 */
export interface CreditLeasesTable {
  id: Generated<string>;
  workspaceId: string;
  month: string;
  credits: number;
  used: Generated<number>;
  expiresAt: Date;
}
