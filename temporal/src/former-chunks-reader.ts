import { Client, WorkflowNotFoundError, type ClientOptions } from '@temporalio/client';
import type { FormerChunksRequest } from './activities-contract.js';
import { recordedIn, type RecordedOutputs } from './interpreter/recorded-outputs.js';
import { CHUNK_RECORDED_QUERY } from './workflows/former-chunks.js';

/**
 * Reads what a recovered run's chunk takes over from the failed run's chunks: each closed chunk
 * answers the query from its history (a worker replays it), one chunk at a time, and only the items
 * asked for are kept. A chunk the failed run never started is left out.
 */
export function formerChunksReader(options: Pick<ClientOptions, 'connection' | 'namespace' | 'dataConverter'>) {
  const client = new Client(options);
  return async ({ workflowIds, path, from, to }: FormerChunksRequest): Promise<RecordedOutputs> => {
    const recorded: RecordedOutputs = {};
    for (const workflowId of workflowIds) {
      try {
        const chunk = await client.workflow.getHandle(workflowId).query<RecordedOutputs>(CHUNK_RECORDED_QUERY);
        Object.assign(recorded, recordedIn(chunk, path, from, to));
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      }
    }
    return recorded;
  };
}
