import type { Expression, RetryPolicy, Step } from '@tandem/catalog';
import type { StepRecord } from './run-recorder.js';
import type { FrameSnapshot } from './scope.js';
import type { RecordedOutputs } from './recorded-outputs.js';

/** What the interpreter asks of the world. The workflow supplies Temporal implementations; tests supply fakes. */
export type ActionRequest = {
  app: string;
  action: string;
  connectionId?: string;
  input: Record<string, unknown>;
  /** The step's path in the run, e.g. `loop_1[3].send`. */
  stepPath: string;
  stepName: string;
  /** The call's timeout and attempts, from the action's declaration or the I/O utility's table entry. */
  policy: RetryPolicy;
};

export type ActionResult = { output: unknown; attempts: number };

/** A slice of an iterate's items, run elsewhere (a child workflow) so no history grows too long. */
export type ChunkRequest = {
  steps: readonly Step[];
  items: unknown[];
  /** Index of the first item in the whole list. */
  offset: number;
  /** The iterate step's path, e.g. `loop_1`. */
  path: string;
  concurrency: number;
  /** The bindings the body refers to (not the whole frame). */
  scope: FrameSnapshot;
  /** A recovered run: the recorded outputs of this chunk's items (absent: every step runs). */
  recorded?: RecordedOutputs;
};

/** The items' outputs, and the records of the steps the run state shows (of later chunks only the failed ones). */
export type ChunkResult = { results: Record<string, unknown>[]; steps: StepRecord[] };

export interface Effects {
  /** The run's deterministic clock, ISO-8601. */
  now(): string;
  runAction(request: ActionRequest): Promise<ActionResult>;
  sleep(ms: number, summary: string): Promise<void>;
  /** Whether an error means the run was cancelled (it then ends as cancelled, not failed). */
  isCancellation?(error: unknown): boolean;
  /** Where iterates may split their items; absent: every item runs here. */
  chunks?: {
    /** How many items each chunk of an iterate over this body gets; undefined: all of them run here. */
    size(body: readonly Step[], itemCount: number): number | undefined;
    run(request: ChunkRequest): Promise<ChunkResult>;
  };
}

/** A reference root resolver for expression evaluation. */
export interface Scope {
  lookup(root: string): unknown;
}

/** The flow language's pure parts, injected so the interpreter does not fix their implementation. */
export interface Language {
  evaluate(expression: Expression, scope: Scope, now: () => string): unknown;
  /** Runs a pure utility (filter, transform, ...) on its input expressions. */
  runPureUtility(utility: string, input: Record<string, Expression>, scope: Scope, now: () => string): unknown;
  isPureUtility(utility: string): boolean;
  /** Why an iterate over so many items (split into chunks of `size`, when given) may not run; undefined: it may. */
  iterateRefusal?(itemCount: number, size?: number): string | undefined;
  /** The name of a value's type in the catalogue's type model ("Text", "Whole Number", "List of Text"), for messages. */
  typeName(value: unknown): string;
}
