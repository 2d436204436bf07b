import { z } from 'zod';
import { type AnyAction, defineAction } from '@tandem/catalog/sdk';
import type { RetryTraits } from '../../retry/index.js';
import { klaviyo } from './app.js';
import { jsonApiBody } from './json-api.js';

export const SubscriptionInput = z
  .object({
    listId: z.string().trim().min(1).describe('List ID'),
    email: z.email().optional().describe('Email'),
    phoneNumber: z.string().trim().regex(/^\+[1-9]\d{6,14}$/, 'Use the E.164 format, e.g. +4915112345678').optional().describe('Phone number (SMS)'),
  })
  .refine((i) => i.email ?? i.phoneNumber, { message: 'Give an email or a phone number', path: ['email'] });
export type SubscriptionInput = z.infer<typeof SubscriptionInput>;

/** Klaviyo accepts the job (202) and subscribes or unsubscribes shortly after. */
export const SubscriptionOutput = z.object({ accepted: z.literal(true) });
export type SubscriptionOutput = z.infer<typeof SubscriptionOutput>;

function subscriptions(input: SubscriptionInput, consent: 'SUBSCRIBED' | 'UNSUBSCRIBED') {
  return {
    ...(input.email ? { email: { marketing: { consent } } } : {}),
    ...(input.phoneNumber ? { sms: { marketing: { consent } } } : {}),
  };
}

export function subscriptionJob(id: 'lists.subscribe' | 'lists.unsubscribe', traits: RetryTraits): AnyAction {
  const kind = id === 'lists.subscribe' ? 'subscribe' : 'unsubscribe';
  const consent = kind === 'subscribe' ? 'SUBSCRIBED' : 'UNSUBSCRIBED';
  const type = kind === 'subscribe' ? 'profile-subscription-bulk-create-job' : 'profile-subscription-bulk-delete-job';
  return defineAction({
    app: klaviyo,
    id,
    displayName: kind === 'subscribe' ? 'Subscribe to list' : 'Unsubscribe from list',
    description:
      kind === 'subscribe'
        ? 'Subscribes an email address or phone number to email or SMS marketing and adds it to a list (with the list’s opt-in process).'
        : 'Unsubscribes an email address or phone number from email or SMS marketing of a list.',
    categories: ['Ecommerce'],
    ...traits,
    input: SubscriptionInput,
    output: SubscriptionOutput,
    async run({ input, http }) {
      const profile = { type: 'profile', attributes: { email: input.email, phone_number: input.phoneNumber, subscriptions: subscriptions(input, consent) } };
      const attributes = { ...(kind === 'subscribe' ? { custom_source: 'Tandem' } : {}), profiles: { data: [profile] } };
      await http.post(`/${type}s`, jsonApiBody({ type, attributes, relationships: { list: { data: { type: 'list', id: input.listId } } } }));
      return { accepted: true as const };
    },
  });
}
