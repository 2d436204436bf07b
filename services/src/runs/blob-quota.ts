import type { Config } from '@tandem/platform/config';
import type { Db } from '@tandem/platform/db';
import { BlobStore } from '@tandem/platform/codec';
import { ApiError } from '@tandem/platform/errors';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Refuses a run whose trigger payload would push its workspace past its blob quota (the large payloads
 * it keeps stored, `WORKSPACE_BLOB_QUOTA_MB`), before anything of it is stored: 413
 * `blob_quota_exceeded`. A payload small enough to stay inline (at most `PAYLOAD_OFFLOAD_BYTES`) is
 * never refused. The payload's JSON size is counted, an upper bound of what it stores compressed.
 */
export async function assertBlobQuota(db: Db, config: Pick<Config, 'payloadOffloadBytes' | 'workspaceBlobQuotaBytes'>, workspaceId: string, payload: unknown, what: string): Promise<void> {
  const bytes = Buffer.byteLength(JSON.stringify(payload ?? null));
  if (bytes <= config.payloadOffloadBytes) return;
  const stored = await new BlobStore(db).bytesOf(workspaceId);
  if (stored + bytes <= config.workspaceBlobQuotaBytes) return;
  throw new ApiError(
    413,
    'blob_quota_exceeded',
    `This workspace stores ${megabytes(stored)} of large payloads (its quota is ${megabytes(config.workspaceBlobQuotaBytes)}), so this ${what} of ${megabytes(bytes)} is refused; stored payloads are removed 35 days after their last use`,
  );
}
