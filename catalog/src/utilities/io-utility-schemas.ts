import { z } from 'zod';

const KeyValue = z.object({ key: z.string(), value: z.string() });

/** Input of the `httpRequest` utility (docs/flow-language.md § Utilities). */
export const HttpRequestInput = z.object({
  method: z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']),
  url: z.url({ protocol: /^https?$/ }),
  headers: z.array(KeyValue).default([]),
  queryParams: z.array(KeyValue).default([]),
  bodyType: z.enum(['json', 'form-urlencoded', 'text']).default('json'),
  body: z.unknown().optional(),
  responseType: z.enum(['json', 'text']).default('json'),
  retryOnError: z.boolean().default(true),
  continueOnError: z.boolean().default(false),
  /** Send the engine's `Idempotency-Key` header (`<workflowId>:<stepPath>`) with methods other than GET; false: such a request runs once. */
  idempotencyKey: z.boolean().default(true),
});
export type HttpRequestInput = z.input<typeof HttpRequestInput>;

export const HttpRequestOutput = z.object({
  statusCode: z.number().int(),
  statusText: z.string(),
  body: z.unknown(),
  headers: z.record(z.string(), z.string()),
});
export type HttpRequestOutput = z.infer<typeof HttpRequestOutput>;

/** The message of the `notification` utility, send v2 (the connection is resolved by the worker). */
export const SendNotificationInput = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('slack'), message: z.string().min(1) }),
  z.object({
    channel: z.literal('mailgun'),
    message: z.string().min(1),
    to: z.union([z.string().trim().min(1), z.array(z.string().trim().min(1)).min(1)]),
    subject: z.string().optional(),
  }),
]);
export type SendNotificationInput = z.input<typeof SendNotificationInput>;

/** The step input of the `notification` utility: the message plus the connection to send it with. */
export const NotificationInput = z.intersection(z.object({ connectionId: z.string().min(1) }), SendNotificationInput);

export const SendNotificationOutput = z.object({ sent: z.literal(true) });
export type SendNotificationOutput = z.infer<typeof SendNotificationOutput>;

/** Input of the `download` utility (name and file ≤ 255, limit and expiry default -1 = none). */
export const DownloadInput = z.object({
  name: z.string().min(1).max(255, 'The name must be at most 255 characters'),
  file: z.string().min(1).max(255, 'The file name must be at most 255 characters'),
  data: z.array(z.unknown()),
  format: z.enum(['csv', 'json']).default('csv'),
  /** How often the link may be used; -1: no limit. */
  downloadLimit: z.number().int().min(-1).default(-1),
  /** Hours until the link expires; -1: never. */
  expiry: z.number().int().min(-1).default(-1),
});
export type DownloadInput = z.input<typeof DownloadInput>;

export const DownloadOutput = z.object({ url: z.string(), expiresAt: z.string().nullable() });
export type DownloadOutput = z.infer<typeof DownloadOutput>;
