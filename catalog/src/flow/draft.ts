import { z } from 'zod';

/**
 * Draft variants: what a version saved mid-edit may hold. Each kind keeps its shape
 * but may be incomplete (empty paths, unknown operators, missing values); nothing is lost on save.
 */
export const DraftExpression: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.object({ type: z.literal('literal'), value: z.unknown().optional() }).loose(),
    z.object({ type: z.literal('reference'), path: z.array(z.union([z.string(), z.number()])).default([]) }).loose(),
    z.object({ type: z.literal('operator'), operator: z.string().default(''), params: z.array(DraftExpression).default([]) }).loose(),
    z.object({ type: z.literal('object'), properties: z.record(z.string(), DraftExpression).default({}) }).loose(),
    z.null(),
  ]),
);

/** A step of a draft: any step-shaped object; names, fields and expressions may be missing or invalid. */
export const DraftStep: z.ZodType<Record<string, unknown>> = z.lazy(() =>
  z
    .object({
      name: z.string().optional(),
      type: z.string().optional(),
      input: z.record(z.string(), DraftExpression).optional(),
      consequent: z.array(DraftStep).optional(),
      alternative: z.array(DraftStep).optional(),
      steps: z.array(DraftStep).optional(),
    })
    .loose(),
);

/** Any definition that can be saved (valid or not). */
export const DraftDefinition = z
  .object({
    version: z.literal(1).default(1),
    trigger: z.object({ type: z.string() }).loose().default({ type: 'manual' }),
    inputSchema: z.record(z.string(), z.unknown()).optional(),
    timeout: z.string().optional(),
    steps: z.array(DraftStep).default([]),
    output: DraftExpression.optional(),
  })
  .loose();
export type DraftDefinition = z.infer<typeof DraftDefinition>;
