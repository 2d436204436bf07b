import type { JsonSchema } from '../../api/types';

export type Compatibility = 'Match' | 'PossibleMatch' | 'NoMatch';
export type CheckResult = { status: Compatibility; message: string };

/**
 * Adapter to the flow-language type checker of `@tandem/catalog/types`. That module does not
 * exist yet; when it lands, call its checker here (expected input schema against the schema the
 * expression yields) and map its answer to `CheckResult`. Until then no badge is shown.
 */
export function checkExpressionType(_expected: JsonSchema, _actual: JsonSchema | undefined): CheckResult | null {
  return null;
}
