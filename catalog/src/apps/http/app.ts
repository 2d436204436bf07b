import { z } from 'zod';
import { defineApp } from '@tandem/catalog/sdk';

export const HttpConfig = z.object({});
export type HttpConfig = z.infer<typeof HttpConfig>;

/** The generic HTTP step: any URL, no stored connection. */
export const http = defineApp({
  id: 'http',
  name: 'HTTP',
  shortName: 'HTTP',
  description: 'Send an HTTP request to any URL.',
  service: 'Any HTTP API',
  authentication: 'none',
  listedOnSite: false,
  configurable: false,
  capabilities: ['actions', 'customRequest'],
  premium: false,
  eCommerceRelevant: false,
  tutorial: {},
  config: HttpConfig,
});
