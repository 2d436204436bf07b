import type { Db } from '../db/index.js';
import { BlobStore } from './blob-store.js';

/** Runs are kept 30 days (the namespace retention); an offloaded payload a few days longer after its last use. */
export const BLOB_RETENTION_MS = 35 * 24 * 3_600_000;

/** Deletes payload blobs unused for longer than the retention now and then every hour; returns the stop function. */
export function startBlobCleanup(db: Db, everyMs = 3_600_000): () => Promise<void> {
  const blobs = new BlobStore(db);
  const sweep = () => void blobs.deleteUnusedSince(new Date(Date.now() - BLOB_RETENTION_MS)).catch((error: unknown) => console.error('payload blob cleanup failed', error));
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return async () => clearInterval(timer);
}
