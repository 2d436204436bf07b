import { z } from 'zod';

export interface IoJsonSchemas {
  /** What a step may give (the form, the type checker): the input side of the schema. */
  input: Record<string, unknown>;
  /** What a step yields: the output side of the schema. */
  output: Record<string, unknown>;
}

/** JSON Schemas of an action's or a utility's input and output, form hints included (`x-tandem-component`). */
export function ioJsonSchemas(spec: { input: z.ZodType; output: z.ZodType }): IoJsonSchemas {
  return {
    input: z.toJSONSchema(spec.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
    output: z.toJSONSchema(spec.output, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>,
  };
}
