import { z } from 'zod';
import { type AnsweredResponse, type ErrorClass, jsonBodyOf } from '@tandem/catalog/sdk';

/** One error of a `GoogleAdsFailure` detail: `errorCode` names its category and reason, e.g. `{ quotaError: 'RESOURCE_EXHAUSTED' }`. */
export const GoogleAdsError = z.looseObject({
  errorCode: z.record(z.string(), z.string()).optional(),
  message: z.string().optional(),
  trigger: z.unknown().optional(),
  location: z.unknown().optional(),
  details: z.looseObject({ quotaErrorDetails: z.looseObject({ retryDelay: z.string().optional() }).optional() }).optional(),
});
export type GoogleAdsError = z.infer<typeof GoogleAdsError>;

/** A detail of a Google error body; `@type` says which (`…GoogleAdsFailure`, `google.rpc.RetryInfo`, …). */
const GoogleErrorDetail = z.looseObject({
  '@type': z.string().optional(),
  errors: z.array(GoogleAdsError).optional(),
  requestId: z.string().optional(),
  retryDelay: z.string().optional(),
});

/** Google's JSON error body (`google.rpc.Status` in JSON); searchStream wraps it in an array. */
export const GoogleErrorBody = z.object({
  error: z.looseObject({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    details: z.array(GoogleErrorDetail).optional(),
  }),
});
export type GoogleErrorBody = z.infer<typeof GoogleErrorBody>;

/** The Google error of a body, or undefined when the body is not one. */
export function googleErrorOf(body: string): GoogleErrorBody['error'] | undefined {
  const json = jsonBodyOf(body);
  const parsed = GoogleErrorBody.safeParse(Array.isArray(json) ? json[0] : json);
  return parsed.success ? parsed.data.error : undefined;
}

/** The errors of the body's `GoogleAdsFailure` detail (empty when there is none). */
export function googleAdsFailureOf(body: string): GoogleAdsError[] {
  const details = googleErrorOf(body)?.details ?? [];
  return details.filter((d) => d['@type']?.endsWith('.GoogleAdsFailure')).flatMap((d) => d.errors ?? []);
}

/** Milliseconds of a protobuf JSON duration such as `"30s"` or `"1.5s"`. */
export function protobufDurationMs(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^(\d+(?:\.\d+)?)s$/.exec(value.trim());
  return match ? Math.ceil(Number(match[1]) * 1000) : undefined;
}

const KINDS: Readonly<Record<string, ErrorClass['kind']>> = {
  RESOURCE_EXHAUSTED: 'throttled',
  UNAUTHENTICATED: 'auth',
  PERMISSION_DENIED: 'permission',
  INVALID_ARGUMENT: 'validation',
  FAILED_PRECONDITION: 'validation',
  OUT_OF_RANGE: 'validation',
  NOT_FOUND: 'validation',
  ALREADY_EXISTS: 'validation',
  UNAVAILABLE: 'transient',
  INTERNAL: 'transient',
  DEADLINE_EXCEEDED: 'transient',
  ABORTED: 'transient',
  CANCELLED: 'transient',
  UNKNOWN: 'transient',
};

/**
 * Google APIs (Ads, Analytics, Merchant, Search Console, Sheets): the kind follows `error.status`;
 * the message is that of the `GoogleAdsFailure` errors when there are any, else `error.message`;
 * `RESOURCE_EXHAUSTED` waits as long as its `RetryInfo` or `quotaErrorDetails.retryDelay` asks.
 */
export function classifyGoogleError(response: AnsweredResponse): ErrorClass | undefined {
  if (response.status < 400) return undefined;
  const error = googleErrorOf(response.body);
  const kind = error?.status === undefined ? undefined : KINDS[error.status];
  if (!error || !kind) return undefined;
  const failures = googleAdsFailureOf(response.body);
  const messages = failures.map((f) => f.message).filter((m): m is string => !!m);
  const message = messages.length > 0 ? [...new Set(messages)].join('; ') : (error.message ?? error.status ?? '');
  if (kind !== 'throttled') return { kind, message };
  const delays = [
    ...(error.details ?? []).map((d) => protobufDurationMs(d.retryDelay)),
    ...failures.map((f) => protobufDurationMs(f.details?.quotaErrorDetails?.retryDelay)),
  ].filter((ms): ms is number => ms !== undefined);
  return { kind, message, ...(delays.length > 0 ? { retryAfterMs: Math.max(...delays) } : {}) };
}
