import type { ApprovalDeadlineOutcome, Expression, OperationBudget, RetryPolicy, Step } from '@tandem/catalog';
import type { ApprovalAnswer } from '../approvals-contract.js';
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

/** An approval step's request, its expressions evaluated (docs/flow-language.md § Approvals). */
export type ApprovalRequest = {
  stepPath: string;
  stepName: string;
  title: string;
  message: string;
  approvers: string[] | null;
  form: Record<string, unknown> | null;
  items: unknown[] | null;
  /** How long the approval waits, in milliseconds. */
  waitMs: number;
  onDeadline: ApprovalDeadlineOutcome;
  chatConnectionId: string | null;
};

export interface Effects {
  /** The run's deterministic clock, ISO-8601. */
  now(): string;
  /**
   * Which workflow task the run's code is in, the same when a worker replays it (the history's length
   * at the task). The steps of one task spend one operation budget (`TaskOperationBudget`); absent
   * (outside a workflow), only each evaluation's own budget applies.
   */
  task?(): number;
  runAction(request: ActionRequest): Promise<ActionResult>;
  sleep(ms: number, summary: string): Promise<void>;
  /** Opens an approval and waits until a person decides or its deadline passes; absent: approvals cannot run here (a step test). */
  awaitApproval?(request: ApprovalRequest): Promise<ApprovalAnswer>;
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
  /** Evaluates an expression; `within`: a budget its operations spend as well as its own (the workflow task's). */
  evaluate(expression: Expression, scope: Scope, now: () => string, within?: OperationBudget): unknown;
  /** Runs a pure utility (filter, transform, ...) on its input expressions. */
  runPureUtility(utility: string, input: Record<string, Expression>, scope: Scope, now: () => string, within?: OperationBudget): unknown;
  isPureUtility(utility: string): boolean;
  /** Why an iterate over so many items (split into chunks of `size`, when given) may not run; undefined: it may. */
  iterateRefusal?(itemCount: number, size?: number): string | undefined;
  /** The name of a value's type in the catalogue's type model ("Text", "Whole Number", "List of Text"), for messages. */
  typeName(value: unknown): string;
}
