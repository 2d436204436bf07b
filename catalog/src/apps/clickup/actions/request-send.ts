import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { clickup } from '../app.js';
import { clickupCall } from '../clickup-call.js';
import { unlessMethodIsGet } from '../../../retry/input-rules.js';

export const API_PATH_MESSAGE = 'The path must begin with /api/';

const Pair = z.object({ key: z.string().min(1), value: z.string() });

export const ClickUpRequestInput = z.object({
  method: z.enum(['get', 'post', 'patch', 'put', 'delete']).default('get'),
  /** Below https://api.clickup.com, e.g. `/api/v2/team`. */
  path: z.string().trim().startsWith('/api/', API_PATH_MESSAGE).describe('Path'),
  queryParams: z.array(Pair).default([]),
  /** Sent as a JSON object of these keys (not with get). */
  body: z.array(Pair).default([]),
});
export type ClickUpRequestInput = z.infer<typeof ClickUpRequestInput>;

/** A call of any ClickUp API v2 endpoint with the connection's token; it changes data unless it is a GET. */
export const clickupRequest = defineAction({
  app: clickup,
  id: 'request.send',
  displayName: 'Custom API call',
  description: 'Calls any ClickUp API endpoint (path below /api/) with the connection and returns the answer.',
  categories: ['Alerts & Tasks'],
  // The raw call changes data unless it is a GET.
  mutates: true,
  mutatesFor: unlessMethodIsGet,
  input: ClickUpRequestInput,
  output: z.object({ result: z.unknown() }),
  async run({ input, http }) {
    const body = input.method === 'get' || input.body.length === 0 ? undefined : Object.fromEntries(input.body.map((p) => [p.key, p.value]));
    const result = await clickupCall<unknown>(http, input.method.toUpperCase() as 'GET', input.path, {
      query: input.queryParams.map((p): [string, string] => [p.key, p.value]),
      body,
    });
    return { result };
  },
});
