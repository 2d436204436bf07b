import { apps } from '@tandem/catalog/apps';
import type { AppRateLimit } from '@tandem/catalog/sdk';
import type { PooledApp } from './pool-groups.js';

const defaultLimits: AppRateLimit = { requestsPerSecond: 0, maxConcurrent: 20 };

/** Every app with a task queue of its own, with the pool group it names. */
export function knownApps(): PooledApp[] {
  return Object.values(apps);
}

/** An app queue's limits: calls in flight per worker; the rate per account is kept by the rate limiter. */
export function appLimits(appId: string): AppRateLimit {
  return (apps as Record<string, { rateLimit?: AppRateLimit }>)[appId]?.rateLimit ?? defaultLimits;
}
