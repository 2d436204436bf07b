import { z } from 'zod';
import { Expression } from './expression.js';
import { Schedule } from './schedule.js';

export const ManualTrigger = z.object({ type: z.literal('manual') });
export const WebhookTrigger = z.object({ type: z.literal('webhook') });
/**
 * What a schedule does with the fires it missed while Tandem or Temporal was down
 * (docs/flow-language.md § Triggers): `once` runs one catch-up run for all of them, `all` runs every
 * missed fire of the window one after the other, `skip` drops them. The default is `once`.
 */
export const catchUpPolicies = ['once', 'all', 'skip'] as const;
const catchUpWindowMessage = 'The catch-up window must be between 1 and 1440 minutes';
export const CatchUp = z.object({
  policy: z.enum(catchUpPolicies),
  /** How late a missed fire may still run (once and all), 1–1440 minutes, default 60. */
  windowMinutes: z.number().int('The catch-up window must be a whole number of minutes').min(1, catchUpWindowMessage).max(1440, catchUpWindowMessage).optional(),
});
export type CatchUp = z.infer<typeof CatchUp>;
export const ScheduleTrigger = z.object({ type: z.literal('schedule'), schedule: Schedule, catchUp: CatchUp.optional() });
export const changeTypes = ['create', 'update', 'delete'] as const;
export const ChangeWatchTrigger = z.object({
  type: z.literal('changeWatch'),
  app: z.string().min(1),
  action: z.string().min(1),
  connectionId: z.string().optional(),
  input: z.record(z.string(), Expression).default({}),
  changeType: z.enum(changeTypes),
  /** Integer 1–1440, default 30. */
  frequencyMinutes: z
    .number()
    .int('The frequency must be a whole number of minutes')
    .min(1, 'The frequency must be between 1 and 1440 minutes')
    .max(1440, 'The frequency must be between 1 and 1440 minutes')
    .default(30),
  /** Where each listed item keeps its identity. */
  idPath: z.array(z.union([z.string(), z.number().int()])).min(1).default(['id']),
});

export const Trigger = z.discriminatedUnion('type', [ManualTrigger, WebhookTrigger, ScheduleTrigger, ChangeWatchTrigger]);
export type Trigger = z.infer<typeof Trigger>;
export type TriggerType = Trigger['type'];
