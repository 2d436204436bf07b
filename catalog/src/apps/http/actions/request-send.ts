import { z } from 'zod';
import { defineAction, type HttpBody, withIdempotencyKey } from '@tandem/catalog/sdk';
import { http } from '../app.js';
import { HttpRequestOutput } from '../http-request.js';
import { unlessIdempotencyKeyOff, unlessMethodIsGet } from '../../../retry/input-rules.js';

export const HttpSendRequestInput = z.object({
  method: z.enum(['get', 'post', 'put', 'patch', 'delete']).default('get'),
  url: z.url({ protocol: /^https?$/ }),
  headers: z.record(z.string(), z.string()).optional(),
  query: z.record(z.string(), z.string()).optional(),
  /** Sent as JSON; a string is sent as plain text. */
  body: z.unknown().optional(),
  /** Send the engine's `Idempotency-Key` header (methods other than get); false: the request runs once, never retried. */
  idempotencyKey: z.boolean().default(true).describe('Idempotency key'),
});
export type HttpSendRequestInput = z.infer<typeof HttpSendRequestInput>;

export const httpSendRequest = defineAction({
  app: http,
  id: 'request.send',
  displayName: 'Custom HTTP request',
  description: 'Sends an HTTP request to any URL and returns the status, headers and body.',
  categories: [],
  internal: true,
  // A request other than GET changes data; it sends the engine's idempotency key unless the step turns it off.
  mutates: true,
  mutatesFor: unlessMethodIsGet,
  usesIdempotencyKey: unlessIdempotencyKeyOff,
  input: HttpSendRequestInput,
  // The same answer as the httpRequest utility's: one schema for both.
  output: HttpRequestOutput,
  async run({ input, http: client, idempotencyKey }) {
    const body: HttpBody | undefined =
      input.body === undefined || input.method === 'get'
        ? undefined
        : typeof input.body === 'string'
          ? { type: 'text', data: input.body }
          : { type: 'json', data: input.body };
    const response = await client.request({
      method: input.method.toUpperCase() as Uppercase<typeof input.method>,
      path: input.url,
      headers: withIdempotencyKey(input.headers ?? {}, input.method, input.idempotencyKey ? idempotencyKey : undefined),
      query: input.query,
      body,
      responseType: 'auto',
    });
    return { statusCode: response.status, statusText: response.statusText, headers: response.headers, body: response.body };
  },
});
