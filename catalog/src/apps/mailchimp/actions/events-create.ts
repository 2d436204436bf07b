import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { mailchimp } from '../app.js';
import { memberPath } from '../members.js';
import { MemberInput } from '../member-input.js';

export const MemberEventInput = MemberInput.extend({
  name: z.string().trim().regex(/^[A-Za-z0-9_-]{2,30}$/, 'An event name has 2 to 30 letters, digits, _ or -').describe('Event name'),
  properties: z.record(z.string(), z.string()).default({}).describe('Properties (text values)'),
  occurredAt: z.iso.datetime({ offset: true }).optional().describe('Occurred at'),
});
export type MemberEventInput = z.infer<typeof MemberEventInput>;

export const mailchimpCreateEvent = defineAction({
  app: mailchimp,
  id: 'events.create',
  displayName: 'Add member event',
  description: 'Records an event (for example "ordered_product") on an audience member; customer journeys can start from it.',
  categories: ['Ecommerce'],
  // An event has no key, so a second attempt would record it twice.
  mutates: true,
  input: MemberEventInput,
  output: z.object({ recorded: z.literal(true) }),
  async run({ input, http }) {
    const data = { name: input.name, properties: input.properties, ...(input.occurredAt ? { occurred_at: input.occurredAt } : {}) };
    await http.post(`${memberPath(input.listId, input.email)}/events`, { body: { type: 'json', data } });
    return { recorded: true as const };
  },
});
