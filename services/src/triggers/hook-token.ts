import { randomBytes } from 'node:crypto';

/** A webhook's secret: 32 random bytes, URL-safe. Whoever knows it can start the flow. */
export function newHookToken(): string {
  return `hk_${randomBytes(32).toString('base64url')}`;
}
