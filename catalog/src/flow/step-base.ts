import { z } from 'zod';
import { StepName } from './identifiers.js';

/** The fields every step has (docs/flow-language.md § Steps). */
export const StepBase = z.object({
  name: StepName,
  displayName: z.string().max(200).optional(),
  description: z.string().max(2000).optional(),
});
