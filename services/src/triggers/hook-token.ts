import { randomBytes } from 'node:crypto';
import type { SecretBox } from '@tandem/platform/connections/secret-box';
import { sha256 } from '@tandem/platform/secrets';

/** A webhook's secret: 32 random bytes, URL-safe. Whoever knows it can start the flow. */
export function newHookToken(): string {
  return `hk_${randomBytes(32).toString('base64url')}`;
}

/** What binds a sealed hook token to its flow: it cannot be moved to another flow's row. */
const sealedFor = (flowId: string) => `${flowId}:hookToken`;

/**
 * How a hook token is stored: its SHA-256, by which deliveries find the flow, and the token sealed
 * with the connection secret box, so the app can show the webhook URL again. Never in clear.
 */
export function storedHookToken(box: SecretBox, flowId: string, token: string): { hookTokenHash: string; hookTokenSealed: string } {
  return { hookTokenHash: sha256(token), hookTokenSealed: box.seal(token, sealedFor(flowId)) };
}

/** The flow's hook token, opened from its sealed copy; null when it has none. */
export function openHookToken(box: SecretBox, flow: { id: string; hookTokenSealed: string | null }): string | null {
  return flow.hookTokenSealed ? box.open(flow.hookTokenSealed, sealedFor(flow.id)) : null;
}
