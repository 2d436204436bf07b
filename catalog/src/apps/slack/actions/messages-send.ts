import { z } from 'zod';
import { AuthError, defineAction, mapHttpError, NonRetryableError, textArea } from '@tandem/catalog/sdk';
import { slack } from '../app.js';

export const SlackSendMessageInput = z.object({
  /**
   * Kept for older flows, not sent: Slack's incoming webhooks post to the channel chosen when the
   * webhook was created and ignore a channel in the message. Post elsewhere with another webhook.
   */
  channel: z.string().trim().min(1).optional().describe('Channel (ignored by Slack: the webhook’s channel is used)'),
  message: textArea(z.string().min(1).describe('Message')),
});
export type SlackSendMessageInput = z.infer<typeof SlackSendMessageInput>;

export const SlackSendMessageOutput = z.object({ sent: z.literal(true) });
export type SlackSendMessageOutput = z.infer<typeof SlackSendMessageOutput>;

/** Errors that mean the webhook itself is gone or revoked: the connection is broken. */
const brokenWebhook = new Set(['no_service', 'no_team', 'invalid_token', 'no_active_hooks', 'team_disabled']);

export const slackSendMessage = defineAction({
  app: slack,
  id: 'messages.send',
  displayName: 'Send message',
  description: 'Posts a message to the Slack channel of the connection’s incoming webhook. Slack always uses the channel the webhook was created for; to post to another channel, connect another webhook.',
  categories: ['Alerts & Tasks'],
  // A second attempt would post the message twice.
  mutates: true,
  defaultTimeout: 'PT30S',
  input: SlackSendMessageInput,
  output: SlackSendMessageOutput,
  async run({ input, config, http }) {
    const response = await http.post<string>(new URL(config.webhookUrl).pathname, {
      body: {
        type: 'json',
        data: { text: input.message, username: config.username, icon_url: config.iconUrl },
      },
      responseType: 'text',
      throwOnError: false,
    });
    if (response.status === 200) return { sent: true as const };
    const code = response.body.trim();
    if (brokenWebhook.has(code)) throw new AuthError(`Slack rejected the webhook: ${code}`, { status: response.status, bodyExcerpt: code });
    if (response.status === 404 || response.status === 410) {
      throw new NonRetryableError(`Slack could not post the message: ${code}`, { status: response.status, bodyExcerpt: code });
    }
    throw mapHttpError('slack', { status: response.status, statusText: response.statusText, retryAfter: response.headers['retry-after'], body: response.body });
  },
});
