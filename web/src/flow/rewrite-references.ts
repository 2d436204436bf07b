import { assertNever } from '@tandem/catalog';
import type { Expression, Step } from './types';

/** Maps every expression inside a step (not its child steps) through `map`. */
export function mapStepExpressions(step: Step, map: (e: Expression) => Expression): Step {
  const mapInput = (input: Record<string, Expression>) => Object.fromEntries(Object.entries(input).map(([k, e]) => [k, map(e)]));
  switch (step.type) {
    case 'action':
    case 'utility':
      return { ...step, input: mapInput(step.input) };
    case 'wait':
      return typeof step.duration === 'string' ? step : { ...step, duration: map(step.duration) };
    case 'condition':
      return { ...step, condition: map(step.condition) };
    case 'iterate':
      return { ...step, items: map(step.items) };
    case 'approval':
      return { ...step, title: map(step.title), message: map(step.message), ...(step.items ? { items: map(step.items) } : {}) };
    default:
      return assertNever(step, 'step type');
  }
}

/** Deeply renames the first segment of every reference path found in `renames`. */
export function renameInExpression(expression: Expression, renames: ReadonlyMap<string, string>): Expression {
  switch (expression.type) {
    case 'reference': {
      const [head, ...rest] = expression.path;
      const renamed = typeof head === 'string' ? renames.get(head) : undefined;
      return renamed === undefined ? expression : { ...expression, path: [renamed, ...rest] };
    }
    case 'operator':
      return { ...expression, params: expression.params.map((p) => renameInExpression(p, renames)) };
    case 'object':
      return {
        ...expression,
        properties: Object.fromEntries(Object.entries(expression.properties).map(([k, e]) => [k, renameInExpression(e, renames)])),
      };
    case 'literal':
      return expression;
  }
}

/** Renames step references in a whole step tree (expressions and nested steps). */
export function renameInSteps(steps: Step[], renames: ReadonlyMap<string, string>): Step[] {
  if (renames.size === 0) return steps;
  return steps.map((step) => {
    const mapped = mapStepExpressions(step, (e) => renameInExpression(e, renames));
    if (mapped.type === 'condition') {
      return { ...mapped, consequent: renameInSteps(mapped.consequent, renames), alternative: renameInSteps(mapped.alternative, renames) };
    }
    if (mapped.type === 'iterate') return { ...mapped, steps: renameInSteps(mapped.steps, renames) };
    return mapped;
  });
}
