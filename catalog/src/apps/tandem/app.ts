import { z } from 'zod';
import { defineApp } from '@tandem/catalog/sdk';

export const TandemConfig = z.object({});
export type TandemConfig = z.infer<typeof TandemConfig>;

/** The platform's own public URL, read like platform/src/config.ts reads it; `TANDEM_BASE_URL_TANDEM` overrides it. */
function platformUrl(): string {
  const env = typeof process === 'undefined' ? {} : process.env;
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`;
}

/**
 * The product itself: internal actions over flows, steps and workspaces. No connection: they call
 * Tandem's own HTTP API with a short-lived token the worker mints for the run's workspace (bearer), so
 * they reach that workspace and no other (see docs/security.md).
 */
export const tandem = defineApp({
  id: 'tandem',
  name: 'Tandem',
  shortName: 'Tandem',
  description: 'List and update flows, steps and workspaces of Tandem itself.',
  service: 'Tandem',
  authentication: 'none',
  listedOnSite: false,
  configurable: false,
  capabilities: ['actions'],
  premium: true,
  eCommerceRelevant: false,
  tutorial: { connect: 'Nothing to connect: the steps act for the workspace the flow runs in.' },
  baseUrl: platformUrl,
  callsOwnPlatform: true,
  config: TandemConfig,
});
