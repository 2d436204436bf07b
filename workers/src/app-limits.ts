import { apps, appIds } from '@tandem/catalog/apps';
import type { AppRateLimit } from '@tandem/catalog/sdk';

const defaultLimits: AppRateLimit = { requestsPerSecond: 0, maxConcurrent: 20 };

/** Every app with a task queue of its own. */
export function knownAppIds(): string[] {
  return [...appIds];
}

/** An app queue's limits: calls in flight per worker; the rate per account is kept by the rate limiter. */
export function appLimits(appId: string): AppRateLimit {
  return (apps as Record<string, { rateLimit?: AppRateLimit }>)[appId]?.rateLimit ?? defaultLimits;
}
