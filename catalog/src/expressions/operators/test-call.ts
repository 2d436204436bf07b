import type { OperatorName } from '../../flow/operator-names.js';
import { NOW } from '../test-helpers.js';
import { operators } from './index.js';

/** Calls an operator of the table directly, with evaluated params, at the fixed test clock `NOW`. */
export function call(operator: OperatorName, ...params: unknown[]): unknown {
  return operators[operator](params, { now: () => NOW });
}
