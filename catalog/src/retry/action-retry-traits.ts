import type { RetryTraits } from './retry-policy.js';
import { unlessIdempotencyKeyOff, unlessMethodIsGet } from './input-rules.js';
import { actionRetryTraits as derivedTraits } from './action-retry-traits.generated.js';
import { marketingRetryTraits } from './marketing-retry-traits.js';
import { searchAdsRetryTraits } from './search-ads-retry-traits.js';
import { reportingRetryTraits } from './reporting-retry-traits.js';
import { shopRetryTraits } from './shop-retry-traits.js';

type Input = Record<string, unknown>;

/**
 * The retry traits of every action that mutates or has a timeout of its own, by `<app>/<action>`.
 * Each action's declaration spreads its entry, so this is where they are declared (once); the
 * workflows read them here because the catalogue's connectors may not enter workflow code.
 * Every other action reads and retries with the default timeout.
 */
export const actionRetryTraits = {
  'http/request.send': {
    mutates: true,
    mutatesFor: unlessMethodIsGet,
    usesIdempotencyKey: unlessIdempotencyKeyOff,
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

/** The retry traits of an action, as its declaration gives them (read-only with the default timeout unless it says more). */
export function retryTraitsOf(app: string, action: string): RetryTraits<Input> {
  const key = `${app}/${action}`;
  return Object.hasOwn(derivedTraits, key) ? derivedTraits[key as keyof typeof derivedTraits] : readOnly;
}
