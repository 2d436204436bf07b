import type { DataConverter } from '@temporalio/common';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { BlobStore } from './blob-store.js';
import { PayloadCipher } from './payload-cipher.js';
import { isTandemPayload, payloadWorkspace, TandemCodec } from './tandem-codec.js';
import { rememberWorkflowWorkspace, workspaceOfWorkflow } from './workflow-workspace.js';

export { BlobStore, isTandemPayload, PayloadCipher, payloadWorkspace, rememberWorkflowWorkspace, TandemCodec, workspaceOfWorkflow };

export function createPayloadCodec(db: Db, config: Pick<Config, 'payloadKey' | 'payloadOffloadBytes'>): TandemCodec {
  return new TandemCodec(new PayloadCipher(config.payloadKey), new BlobStore(db), config.payloadOffloadBytes, workspaceOfWorkflow(db));
}

/** The module with the failure converter that encrypts failure messages and stack traces (workflow bundles need its path). */
export const failureConverterPath = fileURLToPath(new URL('./failure-converter.cjs', import.meta.url));

/** The data converter of every Temporal client and worker of the platform. */
export function dataConverter(db: Db, config: Pick<Config, 'payloadKey' | 'payloadOffloadBytes'>): DataConverter {
  return { payloadCodecs: [createPayloadCodec(db, config)], failureConverterPath };
}
export { BLOB_RETENTION_MS, startBlobCleanup } from './blob-cleanup.js';
