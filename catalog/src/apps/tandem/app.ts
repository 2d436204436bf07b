import { z } from 'zod';
import { defineApp } from '../../sdk/index.js';

export const TandemConfig = z.object({});
export type TandemConfig = z.infer<typeof TandemConfig>;

/** The product itself: internal actions over flows, steps and workspaces (they run against our own database). */
export const tandem = defineApp({
  id: 'tandem',
  name: 'Tandem',
  shortName: 'Tandem',
  description: 'List and update flows, steps and workspaces of Tandem itself.',
  service: 'Tandem',
  authentication: 'none',
  configurable: false,
  capabilities: ['actions'],
  premium: true,
  eCommerceRelevant: false,
  tutorial: {},
  config: TandemConfig,
});
