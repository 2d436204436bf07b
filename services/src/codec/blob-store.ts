import { createHash } from 'node:crypto';
import type { Db } from '../db/index.js';

/** Content-addressed storage of large (encrypted) payloads in Postgres. */
export class BlobStore {
  constructor(private readonly db: Db) {}

  /** Stores the bytes once and returns their SHA-256. */
  async put(data: Buffer): Promise<string> {
    const hash = createHash('sha256').update(data).digest('hex');
    await this.db.insertInto('payloadBlobs').values({ hash, data, size: data.length }).onConflict((oc) => oc.column('hash').doNothing()).execute();
    return hash;
  }

  async getMany(hashes: readonly string[]): Promise<Map<string, Buffer>> {
    if (hashes.length === 0) return new Map();
    const rows = await this.db.selectFrom('payloadBlobs').select(['hash', 'data']).where('hash', 'in', [...new Set(hashes)]).execute();
    return new Map(rows.map((row) => [row.hash, row.data]));
  }

  /** Blobs older than the runs that could still refer to them (the namespace retention plus a margin). */
  async deleteOlderThan(cutoff: Date): Promise<number> {
    const result = await this.db.deleteFrom('payloadBlobs').where('createdAt', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
