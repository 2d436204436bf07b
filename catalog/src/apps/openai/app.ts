import { z } from 'zod';
import { defineApp } from '@tandem/catalog/sdk';
import { openAiError } from './openai-error.js';

export const OpenAiConfig = z.object({
  maxRetries: z.coerce.number().int().min(0).max(10).optional(),
  organization: z.string().trim().min(1).optional(),
});
export type OpenAiConfig = z.infer<typeof OpenAiConfig>;

export const openai = defineApp({
  id: 'openai',
  name: 'OpenAI',
  shortName: 'OpenAI',
  secondaryName: 'ChatGPT',
  description: 'Generate texts with OpenAI models: custom prompts, product titles and descriptions, blog outlines, keyword ideas.',
  service: 'OpenAI API',
  authentication: 'token',
  pool: 'ai',
  configurable: true,
  skipConfigureAfterConnect: true,
  capabilities: ['actions'],
  premium: true,
  eCommerceRelevant: true,
  connectGuideLink: 'https://platform.openai.com/api-keys',
  tutorial: { connect: 'Create a secret API key in the OpenAI platform and paste it here.', usage: 'Default limit: 100 euros a month.' },
  baseUrl: 'https://api.openai.com/v1',
  rateLimit: { requestsPerSecond: 5, maxConcurrent: 5 },
  config: OpenAiConfig,
  httpAuth: (auth) => ({ kind: 'bearer', token: auth.token }),
  // Listing the models costs nothing and proves the key (and the organization, when one is set).
  test: async ({ http, config }) => {
    const response = await http.get('/models', { headers: config.organization ? { 'openai-organization': config.organization } : {}, responseType: 'text', throwOnError: false });
    if (response.status >= 300) throw openAiError(response.status, response.statusText, response.headers, String(response.body));
  },
});
