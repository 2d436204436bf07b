import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { klaviyo } from '../app.js';
import { jsonApiBody } from '../json-api.js';

export const CreateEventInput = z.object({
  metricName: z.string().trim().min(1).max(128).describe('Metric (event name)'),
  email: z.email().describe('Profile email'),
  properties: z.record(z.string(), z.unknown()).default({}).describe('Properties'),
  value: z.number().optional().describe('Value'),
  time: z.iso.datetime({ offset: true }).optional().describe('Time'),
  /** Klaviyo keeps one event per unique id: a repeated call with the same id adds nothing. */
  uniqueId: z.string().trim().min(1).max(256).optional().describe('Unique ID'),
});
export type CreateEventInput = z.infer<typeof CreateEventInput>;

export const klaviyoCreateEvent = defineAction({
  app: klaviyo,
  id: 'events.create',
  displayName: 'Track event',
  description: 'Records an event (for example "Ordered Product") on a profile; flows in Klaviyo can react to it.',
  categories: ['Ecommerce'],
  // An event carries a unique id (the step's, or the engine's key), so Klaviyo keeps it once.
  mutates: true,
  usesIdempotencyKey: true,
  input: CreateEventInput,
  output: z.object({ accepted: z.literal(true), uniqueId: z.string() }),
  async run({ input, http, idempotencyKey }) {
    // Without a unique id of the step's own, the engine's key makes a retried call the same event.
    const uniqueId = input.uniqueId ?? idempotencyKey ?? crypto.randomUUID();
    const attributes = {
      properties: input.properties,
      value: input.value,
      time: input.time,
      unique_id: uniqueId,
      metric: { data: { type: 'metric', attributes: { name: input.metricName } } },
      profile: { data: { type: 'profile', attributes: { email: input.email } } },
    };
    await http.post('/events', jsonApiBody({ type: 'event', attributes }));
    return { accepted: true as const, uniqueId };
  },
});
