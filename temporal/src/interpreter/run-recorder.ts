export type StepStatus = 'running' | 'succeeded' | 'failed' | 'skipped';

export type StepRecord = {
  path: string;
  name: string;
  type: string;
  status: StepStatus;
  startedAt?: string;
  finishedAt?: string;
  attempts: number;
  output?: unknown;
  error?: { message: string; type: string };
};

/** Keeps the record of every step of a run, in the order steps started; the run-state query reads it. */
export class RunRecorder {
  private readonly records = new Map<string, StepRecord>();

  start(path: string, name: string, type: string, at: string): void {
    this.records.set(path, { path, name, type, status: 'running', startedAt: at, attempts: 0 });
  }

  succeed(path: string, at: string, output: unknown, attempts = 0): void {
    this.update(path, { status: 'succeeded', finishedAt: at, output, attempts });
  }

  fail(path: string, at: string, error: { message: string; type: string }, attempts = 0): void {
    this.update(path, { status: 'failed', finishedAt: at, error, attempts });
  }

  skip(path: string, name: string, type: string): void {
    this.records.set(path, { path, name, type, status: 'skipped', attempts: 0, output: null });
  }

  /** Records made elsewhere (a chunk of an iterate run as a child workflow). */
  addAll(records: readonly StepRecord[]): void {
    for (const record of records) this.records.set(record.path, record);
  }

  list(): StepRecord[] {
    return [...this.records.values()];
  }

  private update(path: string, patch: Partial<StepRecord>): void {
    const record = this.records.get(path);
    if (record) Object.assign(record, patch);
  }
}
