import type { RetryTraits } from './retry-policy.js';
import { marketingRetryTraits } from './marketing-retry-traits.js';
import { searchAdsRetryTraits } from './search-ads-retry-traits.js';
import { reportingRetryTraits } from './reporting-retry-traits.js';
import { shopRetryTraits } from './shop-retry-traits.js';

type Input = Record<string, unknown>;

/** The http action's method, as the step gives it (absent: its default, get). */
const methodOf = (input: Input) => String(input.method ?? 'get').toLowerCase();

/**
 * The retry traits of every action that mutates or has a timeout of its own, by `<app>/<action>`.
 * Each action's declaration spreads its entry, so this is where they are declared (once); the
 * workflows read them here because the catalogue's connectors may not enter workflow code.
 * Every other action reads and retries with the default timeout.
 */
export const actionRetryTraits = {
  'http/request.send': {
    mutates: true,
    mutatesFor: (input: Input) => methodOf(input) !== 'get',
    usesIdempotencyKey: (input: Input) => input.idempotencyKey !== false,
  },
  'slack/messages.send': { mutates: true, defaultTimeout: 'PT30S' },
  // Mailgun has no idempotency keys: a second attempt sends a second mail.
  'mailgun/messages.send': { mutates: true, defaultTimeout: 'PT30S' },
  // Answers of reasoning models can take minutes.
  'openai/prompt.custom': { mutates: false, defaultTimeout: 'PT3M' },
  'openai/prompt.customJson': { mutates: false, defaultTimeout: 'PT3M' },
  'openai/productDescription.generate': { mutates: false, defaultTimeout: 'PT3M' },
  'openai/productTitle.generate': { mutates: false, defaultTimeout: 'PT3M' },
  'openai/blogPostOutline.generate': { mutates: false, defaultTimeout: 'PT3M' },
  'openai/keywords.suggest': { mutates: false, defaultTimeout: 'PT3M' },
  // The same fields set twice give the same flow.
  'tandem/flows.update': { mutates: true, idempotent: true },
  // A child workflow with an id of its own: starting it again finds the run already started.
  'tandem/flows.run': { mutates: true, idempotent: true },
  ...shopRetryTraits,
  ...marketingRetryTraits,
  ...searchAdsRetryTraits,
  ...reportingRetryTraits,
} as const satisfies Record<string, RetryTraits<Input>>;

const readOnly: RetryTraits<Input> = { mutates: false };

/** The retry traits of an action (read-only with the default timeout unless listed above). */
export function retryTraitsOf(app: string, action: string): RetryTraits<Input> {
  const key = `${app}/${action}`;
  return Object.hasOwn(actionRetryTraits, key) ? actionRetryTraits[key as keyof typeof actionRetryTraits] : readOnly;
}
