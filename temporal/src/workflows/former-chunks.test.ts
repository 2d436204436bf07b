import { describe, expect, it } from 'vitest';
import { chunkRecovery, formerChunkIds, type ChunkRecovery } from './former-chunks.js';

const root: ChunkRecovery = { workflowIds: ['run_A'], chunkSizes: { loop: 1975, inner: 100 } };

describe("where a recovered run's chunks find the failed run's", () => {
  it('names the chunks of the same size that held the items', () => {
    const chunk = chunkRecovery(root, 'loop');
    expect(chunk).toEqual({ workflowIds: ['run_A'], chunkSizes: root.chunkSizes, within: 'loop' });
    expect(formerChunkIds(chunk, 'loop', 11_850, 13_825)).toEqual(['run_A:loop:11850']);
  });

  it('names every chunk a new chunk overlaps when the failed run split the items otherwise', () => {
    // The corrected body has more I/O per item, so its chunks are smaller (or larger) than the failed run's.
    expect(formerChunkIds(chunkRecovery(root, 'loop'), 'loop', 1_000, 1_500)).toEqual(['run_A:loop:0']);
    expect(formerChunkIds(chunkRecovery(root, 'loop'), 'loop', 1_900, 4_000)).toEqual(['run_A:loop:0', 'run_A:loop:1975', 'run_A:loop:3950']);
    expect(formerChunkIds(root, 'added', 0, 10)).toEqual([]);
  });

  it('follows nested iterates into the chunk that ran their item, or the workflow itself when it was not split', () => {
    const inRun = chunkRecovery(root, 'loop[4000].inner');
    expect(inRun.workflowIds).toEqual(['run_A', 'run_A:loop:3950']);
    expect(formerChunkIds(inRun, 'loop[4000].inner', 0, 100)).toEqual(['run_A:loop[4000].inner:0', 'run_A:loop:3950:loop[4000].inner:0']);
    // In a chunk of `loop`, the iterates around `loop` are already resolved: only `loop`'s own item is.
    const inChunk = chunkRecovery(chunkRecovery(root, 'loop'), 'loop[4000].inner');
    expect(inChunk).toEqual(inRun);
  });
});
