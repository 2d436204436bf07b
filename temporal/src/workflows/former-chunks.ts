// Where a recovered run finds the chunks of the run it recovers. Workflow-safe: pure.

/** The query a closed chunk answers with the outputs a recovered run takes over from it (iterate-chunk.ts). */
export const CHUNK_RECORDED_QUERY = 'chunkRecordedOutputs';

/**
 * What a workflow of a recovered run knows of the failed run's workflows, so that its iterates' chunks
 * find the records of their items there (the run state keeps only an iterate's first items).
 */
export type ChunkRecovery = {
  /** The failed run's workflows that may have run the items of this workflow (the run's own; a chunk's counterparts). */
  workflowIds: string[];
  /** The chunk size of each iterate of the failed run's version, by step name (see chunkSizeOf). */
  chunkSizes: Record<string, number>;
  /** The iterate this workflow is a chunk of (''/absent: the run itself); nested iterates' paths start with it. */
  within?: string;
};

/** The failed run's chunks of the iterate at `path` that held the items `from` (inclusive) to `to` (exclusive). */
export function formerChunkIds(recovery: ChunkRecovery, path: string, from: number, to: number): string[] {
  const size = recovery.chunkSizes[lastName(path)];
  if (!size || to <= from) return [];
  const ids: string[] = [];
  for (const workflowId of recovery.workflowIds) {
    for (let offset = Math.floor(from / size) * size; offset < to; offset += size) ids.push(`${workflowId}:${path}:${offset}`);
  }
  return ids;
}

/**
 * The recovery a chunk of the iterate at `path` gets: the failed run's workflows that may have run
 * that iterate. Every iterate around it (below this workflow's own) ran its item either in one of
 * these workflows or in one of their chunks, depending on whether the failed run split it.
 */
export function chunkRecovery(recovery: ChunkRecovery, path: string): ChunkRecovery {
  let workflowIds = recovery.workflowIds;
  const within = recovery.within ?? '';
  const enclosing = /\[(\d+)\]/g;
  enclosing.lastIndex = within.length;
  for (let match = enclosing.exec(path); match; match = enclosing.exec(path)) {
    const iterate = path.slice(0, match.index);
    const index = Number(match[1]);
    workflowIds = [...workflowIds, ...formerChunkIds({ ...recovery, workflowIds }, iterate, index, index + 1)];
  }
  return { workflowIds, chunkSizes: recovery.chunkSizes, within: path };
}

/** `loop[3].check.send` → `send` (step names are unique in a flow). */
const lastName = (path: string) => path.slice(path.lastIndexOf('.') + 1);
