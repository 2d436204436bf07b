import type { StepError, StepState } from '@tandem/catalog';

/** What the recorder keeps of a step: the run state's step, as the catalogue's schema defines it once. */
export type StepRecord = StepState;

/** Keeps the record of every step of a run, in the order steps started; the run-state queries read it. */
export class RunRecorder {
  private readonly records: StepRecord[] = [];
  private readonly positions = new Map<string, number>();

  start(path: string, name: string, type: string, at: string): void {
    this.put({ path, name, type, status: 'running', startedAt: at, attempts: 0 });
  }

  /** The input a step was evaluated to, before it runs: kept in memory only, no workflow command. */
  input(path: string, input: unknown): void {
    this.update(path, { input });
  }

  succeed(path: string, at: string, output: unknown, attempts = 0): void {
    this.update(path, { status: 'succeeded', finishedAt: at, output, attempts });
  }

  fail(path: string, at: string, error: StepError, attempts = 0): void {
    this.update(path, { status: 'failed', finishedAt: at, error, attempts });
  }

  /** A step of a recovered run that succeeded in the run it recovers: its output, not run again. */
  reuse(path: string, name: string, type: string, at: string, output: unknown): void {
    this.put({ path, name, type, status: 'succeeded', startedAt: at, finishedAt: at, attempts: 0, output, recovered: true });
  }

  skip(path: string, name: string, type: string): void {
    this.put({ path, name, type, status: 'skipped', attempts: 0, output: null });
  }

  /** Records made elsewhere (a chunk of an iterate run as a child workflow). */
  addAll(records: readonly StepRecord[]): void {
    for (const record of records) this.put(record);
  }

  list(): StepRecord[] {
    return [...this.records];
  }

  /** Every record so far, in order, not copied: for reading only. */
  view(): readonly StepRecord[] {
    return this.records;
  }

  /** The record of one step, or undefined. */
  find(path: string): StepRecord | undefined {
    const position = this.positions.get(path);
    return position === undefined ? undefined : this.records[position];
  }

  /** A step recorded again (a retried chunk) keeps its place, like a Map entry set twice. */
  private put(record: StepRecord): void {
    const position = this.positions.get(record.path);
    if (position !== undefined) {
      this.records[position] = record;
      return;
    }
    this.positions.set(record.path, this.records.length);
    this.records.push(record);
  }

  private update(path: string, patch: Partial<StepRecord>): void {
    const record = this.find(path);
    if (record) Object.assign(record, patch);
  }
}
