import { z } from 'zod';
import { operatorNames, type OperatorName } from './operator-names.js';

/** A path segment of a reference: a property name or a list index. */
export const PathSegment = z.union([z.string(), z.number().int()]);
export type PathSegment = z.infer<typeof PathSegment>;

export const LiteralExpression = z.object({ type: z.literal('literal'), value: z.unknown() });
export type LiteralExpression = z.infer<typeof LiteralExpression>;

export const ReferenceExpression = z.object({
  type: z.literal('reference'),
  path: z.array(PathSegment).min(1),
});
export type ReferenceExpression = z.infer<typeof ReferenceExpression>;

export const OperatorExpression = z.object({
  type: z.literal('operator'),
  operator: z.enum(operatorNames as [OperatorName, ...OperatorName[]]),
  get params(): z.ZodArray<typeof Expression> {
    return z.array(Expression);
  },
});
export type OperatorExpression = z.infer<typeof OperatorExpression>;

export const ObjectExpression = z.object({
  type: z.literal('object'),
  get properties(): z.ZodRecord<z.ZodString, typeof Expression> {
    return z.record(z.string(), Expression);
  },
});
export type ObjectExpression = z.infer<typeof ObjectExpression>;

/** An expression of a valid version (docs/flow-language.md § Expressions). */
export const Expression = z.discriminatedUnion('type', [
  LiteralExpression,
  ReferenceExpression,
  OperatorExpression,
  ObjectExpression,
]);
export type Expression = z.infer<typeof Expression>;
