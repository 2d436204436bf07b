import { z } from 'zod';
import { defineApp } from '@tandem/catalog/sdk';
import { classifyClickUpError } from './classify-clickup-error.js';
import { testClickUpConnection } from './test-connection.js';

export const ClickUpConfig = z.object({ workspaceId: z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').optional() });
export type ClickUpConfig = z.infer<typeof ClickUpConfig>;

/** Paths start with `/api/` (`/api/v2/list/{id}/task`), as the raw call action requires. */
export const clickup = defineApp({
  id: 'clickup',
  name: 'ClickUp',
  shortName: 'ClickUp',
  description: 'Create, update and remove tasks and read workspaces, spaces, folders, lists, statuses, tags and custom fields.',
  service: 'ClickUp API v2',
  authentication: 'oauth2',
  oauth2: {
    authorizeUrl: 'https://app.clickup.com/api',
    tokenUrl: 'https://api.clickup.com/api/v2/oauth/token',
    scopes: [],
    clientAuth: 'body',
    refreshable: false,
  },
  configurable: false,
  capabilities: ['actions', 'customRequest'],
  premium: true,
  eCommerceRelevant: false,
  connectGuideLink: 'https://developer.clickup.com/docs/authentication',
  tutorial: { connect: 'Sign in with ClickUp and choose the workspaces Tandem may access.' },
  baseUrl: 'https://api.clickup.com',
  // 100 requests a minute per token on the Free, Unlimited and Business plans.
  rateLimit: { requestsPerSecond: 1.5, maxConcurrent: 2 },
  config: ClickUpConfig,
  classifyError: classifyClickUpError,
  test: testClickUpConnection,
});
