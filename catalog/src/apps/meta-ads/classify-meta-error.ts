import { z } from 'zod';
import { type AnsweredResponse, type ErrorClass, jsonBodyOf } from '@tandem/catalog/sdk';

/** The Graph API's error body. */
export const MetaErrorBody = z.object({
  error: z.looseObject({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    is_transient: z.boolean().optional(),
    error_user_title: z.string().optional(),
    error_user_msg: z.string().optional(),
  }),
});
export type MetaErrorBody = z.infer<typeof MetaErrorBody>;

/** Waited when the API is throttling but its usage headers name no time (app- and page-level limits roll over an hour). */
export const META_DEFAULT_WAIT_MS = 60_000;

/** Throttling codes: app (4), user (17), page (32), custom (613) and business use case limits (80000–80014). */
export function isMetaThrottlingCode(code: number): boolean {
  return code === 4 || code === 17 || code === 32 || code === 613 || (code >= 80_000 && code <= 80_014);
}

const BusinessUseCaseUsage = z.record(z.string(), z.array(z.looseObject({ estimated_time_to_regain_access: z.number().optional() })));
const AdAccountUsage = z.looseObject({ reset_time_duration: z.number().optional() });
const AppUsage = z.looseObject({ call_count: z.number().optional(), total_time: z.number().optional(), total_cputime: z.number().optional() });

function header<T>(schema: z.ZodType<T>, value: string | undefined): T | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(jsonBodyOf(value));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The wait the usage headers ask for: `x-business-use-case-usage` gives minutes until access returns
 * (per business and use case), `x-ad-account-usage` seconds until its reset; `x-app-usage` only gives
 * percentages, so a full app quota waits the default.
 */
export function metaWaitMs(headers: Readonly<Record<string, string>>): number | undefined {
  const minutes = Object.values(header(BusinessUseCaseUsage, headers['x-business-use-case-usage']) ?? {})
    .flat()
    .map((usage) => usage.estimated_time_to_regain_access ?? 0);
  const seconds = header(AdAccountUsage, headers['x-ad-account-usage'])?.reset_time_duration ?? 0;
  const waits = [...minutes.map((m) => m * 60_000), seconds * 1000].filter((ms) => ms > 0);
  if (waits.length > 0) return Math.max(...waits);
  const app = header(AppUsage, headers['x-app-usage']);
  return app && Math.max(app.call_count ?? 0, app.total_time ?? 0, app.total_cputime ?? 0) >= 100 ? META_DEFAULT_WAIT_MS : undefined;
}

/**
 * Meta's Graph and Marketing APIs answer most errors with HTTP 400 and a code: throttling codes wait
 * as the usage headers say (else `META_DEFAULT_WAIT_MS`), 190 (expired or revoked token) and 102
 * are auth, 10 and 200–299 are permissions on one object, 1, 2 and `is_transient` are transient, and
 * anything else is a validation error with the API's message for the user.
 */
export function classifyMetaError(response: AnsweredResponse): ErrorClass | undefined {
  if (response.status < 400) return undefined;
  const parsed = MetaErrorBody.safeParse(jsonBodyOf(response.body));
  if (!parsed.success) return undefined;
  const { code, message: raw, error_user_msg: userMessage, is_transient: transient } = parsed.data.error;
  const message = userMessage ?? raw ?? '';
  if (code !== undefined && isMetaThrottlingCode(code)) return { kind: 'throttled', message, retryAfterMs: metaWaitMs(response.headers) ?? META_DEFAULT_WAIT_MS };
  if (code === 190 || code === 102) return { kind: 'auth', message };
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) return { kind: 'permission', message };
  if (transient || code === 1 || code === 2 || response.status >= 500) return { kind: 'transient', message };
  return { kind: 'validation', message };
}
