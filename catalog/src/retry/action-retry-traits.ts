import type { RetryTraits } from './retry-policy.js';
import { actionRetryTraits } from './action-retry-traits.generated.js';

export { actionRetryTraits };

type Input = Record<string, unknown>;

const readOnly: RetryTraits<Input> = { mutates: false };

/**
 * The retry traits of an action, as its declaration gives them (read-only with the default timeout
 * unless it says more). Workflows read them here, from the table derived from the catalogue, because
 * the connectors may not enter workflow code.
 */
export function retryTraitsOf(app: string, action: string): RetryTraits<Input> {
  const key = `${app}/${action}`;
  return Object.hasOwn(actionRetryTraits, key) ? actionRetryTraits[key as keyof typeof actionRetryTraits] : readOnly;
}
