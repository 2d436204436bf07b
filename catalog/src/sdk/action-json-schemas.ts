import { z } from 'zod';

export interface ActionJsonSchemas {
  /** What a step may give (the form, the type checker): the input side of the schema. */
  input: Record<string, unknown>;
  /** What a step yields: the output side of the schema. */
  output: Record<string, unknown>;
}

/** JSON Schemas of an action's input and output, form hints included (`x-tandem-component`). */
export function actionJsonSchemas(action: { input: z.ZodType; output: z.ZodType }): ActionJsonSchemas {
  return {
    input: z.toJSONSchema(action.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
    output: z.toJSONSchema(action.output, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>,
  };
}
