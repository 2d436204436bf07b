import { z } from 'zod';
import { IsoDuration } from './duration.js';
import { Expression } from './expression.js';
import { ApprovalStep } from './approval-step.js';
import { StepBase } from './step-base.js';
import { utilityIds } from './utility-ids.js';

const Input = z.record(z.string(), Expression);

export const UtilityStep = StepBase.extend({
  type: z.literal('utility'),
  utility: z.enum(utilityIds),
  input: Input.default({}),
});
export type UtilityStep = z.infer<typeof UtilityStep>;

export const ActionStep = StepBase.extend({
  type: z.literal('action'),
  app: z.string().min(1),
  action: z.string().min(1),
  connectionId: z.string().min(1).optional(),
  timeout: IsoDuration.optional(),
  input: Input.default({}),
  continueOnError: z.boolean().default(false),
});
export type ActionStep = z.infer<typeof ActionStep>;

export const WaitStep = StepBase.extend({
  type: z.literal('wait'),
  duration: z.union([IsoDuration, Expression]),
});
export type WaitStep = z.infer<typeof WaitStep>;

export const ConditionStep = StepBase.extend({
  type: z.literal('condition'),
  condition: Expression,
  get consequent(): z.ZodDefault<z.ZodArray<typeof Step>> {
    return z.array(Step).default([]);
  },
  get alternative(): z.ZodDefault<z.ZodArray<typeof Step>> {
    return z.array(Step).default([]);
  },
});
export type ConditionStep = z.infer<typeof ConditionStep>;

export const IterateStep = StepBase.extend({
  type: z.literal('iterate'),
  items: Expression,
  get steps(): z.ZodArray<typeof Step> {
    return z.array(Step);
  },
  concurrency: z.number().int().min(1, 'Concurrency must be between 1 and 50').max(50, 'Concurrency must be between 1 and 50').default(1),
});
export type IterateStep = z.infer<typeof IterateStep>;

/** A step of a valid version (docs/flow-language.md § Steps). */
export const Step = z.discriminatedUnion('type', [UtilityStep, ActionStep, WaitStep, ConditionStep, IterateStep, ApprovalStep]);
export type Step = z.infer<typeof Step>;
export type StepType = Step['type'];
export const stepTypes = ['utility', 'action', 'wait', 'condition', 'iterate', 'approval'] as const satisfies readonly StepType[];


// The walks live apart from the schemas: workflow code walks steps without loading zod.
export { walkSteps, walkStoredSteps } from './walk-steps.js';
