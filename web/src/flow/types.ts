import type { Expression } from '@tandem/catalog';

export type { Expression };

/**
 * The flow definition of flow-language.md. Expressions come from @tandem/catalog; the step and
 * trigger shapes are written here until the catalogue exports its Definition schema, then this
 * file re-exports those instead.
 */
export type StepBase = { name: string; displayName?: string; description?: string };

export type UtilityStep = StepBase & { type: 'utility'; utility: string; input: Record<string, Expression> };
export type ActionStep = StepBase & {
  type: 'action';
  app: string;
  action: string;
  connectionId?: string;
  timeout?: string;
  input: Record<string, Expression>;
  continueOnError?: boolean;
};
export type WaitStep = StepBase & { type: 'wait'; duration: string | Expression };
export type ConditionStep = StepBase & { type: 'condition'; condition: Expression; consequent: Step[]; alternative: Step[] };
export type IterateStep = StepBase & { type: 'iterate'; items: Expression; steps: Step[]; concurrency?: number };

export type Step = UtilityStep | ActionStep | WaitStep | ConditionStep | IterateStep;
export type StepType = Step['type'];

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type Schedule =
  | { kind: 'unselected' }
  | { kind: 'daily'; hour: number; weekdays: Weekday[] }
  | { kind: 'hourly'; everyHours: number }
  | { kind: 'weekly'; weeksBetweenRuns: number; weekdays: Weekday[]; hour: number }
  | { kind: 'monthly'; dayOfMonth: number; hour: number }
  | { kind: 'dates'; dates: string[] }
  | { kind: 'cron'; expression: string };

export type Trigger =
  | { type: 'manual' }
  | { type: 'webhook' }
  | { type: 'schedule'; schedule: Schedule }
  | {
      type: 'changeWatch';
      app: string;
      action: string;
      input: Record<string, Expression>;
      changeType: 'create' | 'update' | 'delete';
      frequencyMinutes: number;
      idPath: (string | number)[];
    };

export type Definition = {
  version: 1;
  trigger: Trigger;
  inputSchema?: Record<string, unknown>;
  timeout?: string;
  steps: Step[];
};

/** The branches of a step that hold step lists. */
export type Branch = 'consequent' | 'alternative' | 'steps';

/** A step list: the root list, or one branch of a condition or iterate step (named uniquely). */
export type ListRef = { parent: null } | { parent: string; branch: Branch };

/** A position in a step list: insert before `index` (`index` = length appends). */
export type Slot = ListRef & { index: number };

export const emptyDefinition = (): Definition => ({ version: 1, trigger: { type: 'manual' }, steps: [] });
