import { z } from 'zod';
import { defineApp, secret } from '@tandem/catalog/sdk';
import { testSlackWebhook } from './test-webhook.js';

export const SLACK_HOOKS_PREFIX = 'https://hooks.slack.com/';

export const SlackConfig = z.object({
  // The webhook URL is the credential: stored sealed, masked in answers.
  webhookUrl: secret(
    z
      .string({ error: 'Please provide a webhook URL' })
      .trim()
      .min(1, 'Please provide a webhook URL')
      .pipe(z.url({ error: 'Please provide a valid URL' }))
      .refine((url) => !URL.canParse(url) || url.startsWith(SLACK_HOOKS_PREFIX), `The webhook URL must start with ${SLACK_HOOKS_PREFIX}`),
  ),
  iconUrl: z
    .url({ error: 'Please provide a valid URL' })
    .max(255, 'The URL must not be longer than 255 characters')
    .optional(),
  username: z.string().trim().min(1).max(80).optional(),
});
export type SlackConfig = z.infer<typeof SlackConfig>;

/**
 * Slack through an incoming webhook: the webhook URL is the credential (a secret config field:
 * sealed at rest, never logged). Calls go to the webhook's path below this base URL, so tests can point it at a fake.
 */
export const slack = defineApp({
  id: 'slack',
  name: 'Slack',
  shortName: 'Slack',
  description: 'Post messages to a Slack channel through an incoming webhook.',
  service: 'Slack incoming webhooks',
  authentication: 'none',
  pool: 'messaging',
  configurable: true,
  capabilities: ['actions', 'notifications'],
  premium: true,
  eCommerceRelevant: false,
  connectGuideLink: 'https://api.slack.com/messaging/webhooks',
  tutorial: { connect: 'Create an incoming webhook for the channel in your Slack app and paste its URL (https://hooks.slack.com/services/...).' },
  baseUrl: 'https://hooks.slack.com',
  // Incoming webhooks: about one message a second per webhook.
  rateLimit: { requestsPerSecond: 1, maxConcurrent: 1 },
  config: SlackConfig,
  test: testSlackWebhook,
});
