import type { StepRecord } from './run-recorder.js';

/** Which steps a reader wants: those whose path starts with `prefix`, from `cursor` on, at most `limit`. */
export type StepPageRequest = {
  prefix?: string;
  /** Where the previous page ended (its `nextCursor`); absent: from the first step. */
  cursor?: string;
  limit: number;
  /** Whether the steps carry their inputs and outputs; false: summaries, both are read per step. */
  outputs: boolean;
  /**
   * With outputs: the page ends before a step whose input and output would take its JSON past this
   * many characters (a page always holds at least one step; docs/limits.md § Step inputs and outputs).
   */
  maxChars?: number;
};

export type StepPage = {
  steps: StepRecord[];
  /** How many steps match the prefix in the whole run. */
  total: number;
  nextCursor: string | null;
};

/** The cursor is the position of the next matching record: pages stay stable while the run adds steps. */
function positionOf(cursor: string | undefined): number {
  const position = cursor === undefined ? 0 : Number(cursor);
  return Number.isSafeInteger(position) && position >= 0 ? position : 0;
}

function summary({ output: _output, input: _input, ...rest }: StepRecord): StepRecord {
  return rest;
}

function valueChars(record: StepRecord): number {
  return (record.input === undefined ? 0 : JSON.stringify(record.input).length) + (record.output === undefined ? 0 : JSON.stringify(record.output).length);
}

/** One page of a run's step records, in the order the steps started. Pure: the workflow's queries and the API use it. */
export function pageOfSteps(records: readonly StepRecord[], request: StepPageRequest): StepPage {
  const { prefix = '', limit, outputs } = request;
  const matches = (record: StepRecord) => prefix === '' || record.path.startsWith(prefix);
  const steps: StepRecord[] = [];
  let total = 0;
  let nextCursor: string | null = null;
  const from = positionOf(request.cursor);
  let chars = 0;
  let full = false;
  for (let position = 0; position < records.length; position++) {
    const record = records[position]!;
    if (!matches(record)) continue;
    total += 1;
    if (position < from) continue;
    if (!full && outputs && request.maxChars !== undefined) {
      chars += valueChars(record);
      full = steps.length > 0 && chars > request.maxChars;
    }
    if (!full && steps.length < limit) steps.push(outputs ? record : summary(record));
    else nextCursor ??= String(position);
  }
  return { steps, total, nextCursor };
}
