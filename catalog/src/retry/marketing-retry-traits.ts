import type { RetryTraits } from './retry-policy.js';
import { unlessMethodIsGet } from './input-rules.js';

type Input = Record<string, unknown>;

/** Sets a state: the same call twice leaves the account as once. */
const setsState = { mutates: true, idempotent: true } as const;
/** Creates or changes by a difference: a second attempt would do it twice. */
const once = { mutates: true } as const;

/** The retry traits of the social-ads and email-marketing apps' mutating actions (Meta Ads, Klaviyo, Mailchimp, Pipedream). */
export const marketingRetryTraits = {
  'meta-ads/adSets.updateStatus': setsState,
  'meta-ads/ads.updateStatus': setsState,
  'meta-ads/campaigns.updateStatus': setsState,
  'meta-ads/adSets.updatePlacements': setsState,
  'meta-ads/adSets.removePlacement': setsState,
  // Raising a budget twice raises it twice (also when the step sets an amount: the API has no keys).
  'meta-ads/adSets.updateBudget': once,
  'meta-ads/campaigns.updateBudget': once,
  'meta-ads/adSets.create': once,
  'meta-ads/adSets.createV2': once,
  'meta-ads/campaigns.create': once,
  'meta-ads/campaigns.createV2': once,
  // Klaviyo: an import sets the profile's fields; (un)subscribing twice leaves the same consent; an
  // event carries a unique id (the step's, or the engine's key), so Klaviyo keeps it once.
  'klaviyo/profiles.upsert': setsState,
  'klaviyo/lists.subscribe': setsState,
  'klaviyo/lists.unsubscribe': setsState,
  'klaviyo/events.create': { mutates: true, usesIdempotencyKey: true },
  // Mailchimp: a member put or patched twice ends the same; an event has no key, so a second
  // attempt would record it twice.
  'mailchimp/members.subscribe': setsState,
  'mailchimp/members.unsubscribe': setsState,
  'mailchimp/events.create': once,
  // Pipedream: a proxied request mutates unless it is a GET, and nothing keys it; an action may send
  // or create, so it runs once.
  'pipedream/request.send': { mutates: true, mutatesFor: unlessMethodIsGet },
  'pipedream/actions.run': once,
} as const satisfies Record<string, RetryTraits<Input>>;
