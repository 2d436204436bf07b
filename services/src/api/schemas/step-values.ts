import { StepState } from '@tandem/catalog';
import { z } from 'zod';

export const StepValueField = z.enum(['input', 'output']);
export type StepValueField = z.infer<typeof StepValueField>;

/** A step's input or output too large for one answer: its length in characters of JSON and where to page through it. */
export const Truncation = z.object({ chars: z.number().int(), url: z.string() });
export const Truncations = z.object({ input: Truncation.optional(), output: Truncation.optional() });
export type Truncations = z.infer<typeof Truncations>;

/** A step as the API answers it: a too-large input or output is left out and named in `truncated`. */
export const ApiStepState = StepState.extend({ truncated: Truncations.optional() });
export type ApiStepState = z.infer<typeof ApiStepState>;

/** One page of a step's input or output as JSON text; join the pages (`offset` = the last `nextOffset`) and parse. */
export const StepValuePage = z.object({
  field: StepValueField,
  offset: z.number().int(),
  json: z.string(),
  nextOffset: z.number().int().nullable(),
  totalChars: z.number().int(),
});
export type StepValuePage = z.infer<typeof StepValuePage>;

/** Which page of which value the step output route answers (the output from its start by default). */
export const StepValueQuery = z.object({
  field: StepValueField.default('output'),
  offset: z.coerce.number().int().min(0).default(0),
});

/** The step output route's answer: the step, and a page of its input or output when that is too large to answer whole. */
export const StepWithValuePage = ApiStepState.extend({ page: StepValuePage.optional() });
