import { apps, appIds } from '@tandem/catalog/apps';
import type { AppRateLimit } from '@tandem/catalog/sdk';

const defaultLimits: AppRateLimit = { requestsPerSecond: 0, maxConcurrent: 20 };

/** Every app with a task queue of its own. */
export function knownAppIds(): string[] {
  return [...appIds];
}

/** An app queue's limits: its API's rate limit becomes the task queue's activity rate. */
export function appLimits(appId: string): AppRateLimit {
  return (apps as Record<string, { rateLimit?: AppRateLimit }>)[appId]?.rateLimit ?? defaultLimits;
}
