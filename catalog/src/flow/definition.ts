import { z } from 'zod';
import { IsoDuration } from './duration.js';
import { Expression } from './expression.js';
import { Step } from './step.js';
import { Trigger } from './trigger.js';

/** A definition of a valid version (docs/flow-language.md § A definition). */
export const Definition = z.object({
  version: z.literal(1),
  trigger: Trigger,
  /** JSON Schema of the trigger payload. */
  inputSchema: z.record(z.string(), z.unknown()).optional(),
  timeout: IsoDuration.optional(),
  steps: z.array(Step).min(1, 'A flow needs at least one step'),
  /** What a run gives back when it completes (a flow that calls this one maps it), evaluated after the last step. */
  output: Expression.optional(),
});
export type Definition = z.infer<typeof Definition>;
export type DefinitionInput = z.input<typeof Definition>;
