import type { RunSnapshot } from '@tandem/temporal/workflows';

/** Step records kept at most (all runs together): about the memory of a few large runs. */
const MAX_STEPS = 400_000;

/**
 * The final snapshots of completed runs, newest use last. A closed run never changes, so its pages
 * are served from here instead of a worker replaying the whole run for every page.
 */
export class ClosedRuns {
  private readonly snapshots = new Map<string, RunSnapshot>();
  private steps = 0;

  constructor(private readonly maxSteps = MAX_STEPS) {}

  /** The snapshot of the run, loaded once by `load` (e.g. the workflow's result) and kept while room lasts. */
  async get(runId: string, load: () => Promise<RunSnapshot>): Promise<RunSnapshot> {
    const kept = this.snapshots.get(runId);
    if (kept) {
      this.snapshots.delete(runId);
      this.snapshots.set(runId, kept);
      return kept;
    }
    const snapshot = await load();
    this.keep(runId, snapshot);
    return snapshot;
  }

  private keep(runId: string, snapshot: RunSnapshot): void {
    if (snapshot.steps.length > this.maxSteps || this.snapshots.has(runId)) return;
    this.snapshots.set(runId, snapshot);
    this.steps += snapshot.steps.length;
    for (const [oldest, old] of this.snapshots) {
      if (this.steps <= this.maxSteps) break;
      this.snapshots.delete(oldest);
      this.steps -= old.steps.length;
    }
  }
}
