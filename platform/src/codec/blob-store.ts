import { sql } from 'kysely';
import type { Db } from '../db/index.js';

/** A blob read less than this ago is not marked as used again (one write per blob and hour at most). */
const TOUCH_EVERY = '1 hour';

/** Content-addressed storage of large (encrypted) payloads in Postgres, shared by equal payloads. */
export class BlobStore {
  constructor(private readonly db: Db) {}

  /** Whether a blob is stored under this address; marks it as used, so it outlives its new referrer. */
  async has(address: string): Promise<boolean> {
    const result = await this.db.updateTable('payloadBlobs').set({ usedAt: sql`now()` }).where('hash', '=', address).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Stores the bytes under their content's address, once, owned by the workspace whose payload it is (counted against its quota). */
  async put(address: string, data: Buffer, workspaceId?: string): Promise<void> {
    await this.db
      .insertInto('payloadBlobs')
      .values({ hash: address, data, size: data.length, workspaceId: workspaceId ?? null })
      .onConflict((oc) => oc.column('hash').doUpdateSet({ usedAt: sql`now()` }))
      .execute();
  }

  async getMany(hashes: readonly string[]): Promise<Map<string, Buffer>> {
    if (hashes.length === 0) return new Map();
    const unique = [...new Set(hashes)];
    const rows = await this.db.selectFrom('payloadBlobs').select(['hash', 'data']).where('hash', 'in', unique).execute();
    // A replay or the Temporal UI still reads it: keep it a retention longer.
    await this.db
      .updateTable('payloadBlobs')
      .set({ usedAt: sql`now()` })
      .where('hash', 'in', unique)
      .where('usedAt', '<', sql<Date>`now() - ${TOUCH_EVERY}::interval`)
      .execute();
    return new Map(rows.map((row) => [row.hash, row.data]));
  }

  /** The bytes of the blobs a workspace stores (what its blob quota limits). */
  async bytesOf(workspaceId: string): Promise<number> {
    const row = await this.db
      .selectFrom('payloadBlobs')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), eb.val('0')).as('bytes'))
      .where('workspaceId', '=', workspaceId)
      .executeTakeFirstOrThrow();
    return Number(row.bytes);
  }

  /** Blobs no run could still refer to: unused for longer than the namespace retention plus a margin. */
  async deleteUnusedSince(cutoff: Date): Promise<number> {
    const result = await this.db.deleteFrom('payloadBlobs').where('usedAt', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
