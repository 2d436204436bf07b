import { describe, expect, it } from 'vitest';
import type { RecoveryBatch } from '../api/recoveries';
import type { RunSummary } from '../api/types';
import { batchCounts, failedStepsOf } from './recover-many';

const run = (status: RunSummary['status'], step?: string): RunSummary => ({
  runId: `r${Math.random()}`,
  flowId: 'f',
  versionId: 'v',
  status,
  triggerType: 'manual',
  startedAt: '2026-11-28T00:00:00.000Z',
  closedAt: null,
  error: status === 'failed' ? { message: 'x', ...(step ? { step } : {}) } : null,
  recoveredFrom: null,
});

describe('recovering many runs', () => {
  it('offers the steps the failed runs failed at, most frequent first, once each', () => {
    expect(failedStepsOf([run('failed', 'write'), run('failed', 'read'), run('failed', 'write'), run('completed'), run('failed')])).toEqual(['write', 'read']);
    expect(failedStepsOf([run('completed')])).toEqual([]);
  });

  it('counts a batch: started runs that have not ended are running; refused runs count as failed', () => {
    const progress = { total: 10, pending: 3, started: 6, refused: 1, completed: 4, failed: 1 };
    expect(batchCounts({ progress } as RecoveryBatch)).toEqual({ total: 10, pending: 3, running: 1, done: 4, failed: 2 });
  });
});
