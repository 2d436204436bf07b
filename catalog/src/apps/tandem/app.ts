import { z } from 'zod';
import { defineApp } from '../../sdk/index.js';

export const TandemConfig = z.object({});
export type TandemConfig = z.infer<typeof TandemConfig>;

/** The platform's own public URL, read like platform/src/config.ts reads it; `TANDEM_BASE_URL_TANDEM` overrides it. */
function platformUrl(): string {
  const env = typeof process === 'undefined' ? {} : process.env;
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`;
}

/**
 * The product itself: internal actions over flows, steps and workspaces. They call Tandem's own HTTP
 * API with an API token of the connection (bearer), so they see exactly what that user may see.
 */
export const tandem = defineApp({
  id: 'tandem',
  name: 'Tandem',
  shortName: 'Tandem',
  description: 'List and update flows, steps and workspaces of Tandem itself.',
  service: 'Tandem',
  authentication: 'token',
  configurable: false,
  capabilities: ['actions'],
  premium: true,
  eCommerceRelevant: false,
  tutorial: { connect: 'Create an API token in your Tandem account settings and paste it here.' },
  baseUrl: platformUrl,
  callsOwnPlatform: true,
  config: TandemConfig,
});
