import type { Expression, LiteralExpression, ObjectExpression, OperatorExpression, PathSegment, ReferenceExpression } from './expression.js';
import type { OperatorName } from './operator-names.js';

/** Short builders for expressions: library flows, tests and benchmarks write definitions with them. */
export const lit = (value: unknown): LiteralExpression => ({ type: 'literal', value });
export const ref = (...path: PathSegment[]): ReferenceExpression => ({ type: 'reference', path });
export const op = (operator: OperatorName, ...params: Expression[]): OperatorExpression => ({ type: 'operator', operator, params });
export const obj = (properties: Record<string, Expression>): ObjectExpression => ({ type: 'object', properties });
