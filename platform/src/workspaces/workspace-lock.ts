import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * Locks a workspace's row for the rest of the transaction `trx` (FOR SHARE) and answers whether it still
 * stands, is deleted or does not exist. Whatever gives a workspace a schedule, a watch or a run takes this
 * lock in the transaction that records it: the deletion's update of the same row waits for that
 * transaction, and once the deletion has committed every later one sees the workspace deleted. So the
 * deletion's sweep after its commit finds everything such a transaction recorded, and nothing is
 * recorded after it.
 */
export async function lockWorkspace(trx: Kysely<Database>, workspaceId: string): Promise<'standing' | 'deleted' | 'missing'> {
  const row = await trx.selectFrom('workspaces').select('deletedAt').where('id', '=', workspaceId).forShare().executeTakeFirst();
  if (!row) return 'missing';
  return row.deletedAt === null ? 'standing' : 'deleted';
}
