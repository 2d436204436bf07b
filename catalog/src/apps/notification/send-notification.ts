import { SendNotificationInput } from '../../utilities/io-utility-schemas.js';
import { type AnyAction, parseInput } from '@tandem/catalog/sdk';
import { mailgunSendMessage } from '../mailgun/index.js';
import { slackSendMessage } from '../slack/index.js';

export { SendNotificationInput, SendNotificationOutput } from '../../utilities/io-utility-schemas.js';

/** The app action a notification is sent with, and that action's input. */
export type NotificationCall = { action: AnyAction; input: Record<string, unknown> };

/**
 * The notification utility (send v2) as the channel's own send action: Slack's `messages.send` or
 * Mailgun's `messages.send`. The worker runs it like any action step, so the message travels the
 * apps' request code, rate limit, auth and error classification; nothing here sends anything.
 */
export function notificationCall(raw: unknown): NotificationCall {
  const input = parseInput(SendNotificationInput, raw);
  if (input.channel === 'slack') return { action: slackSendMessage, input: { message: input.message } };
  return { action: mailgunSendMessage, input: { to: input.to, subject: input.subject, text: input.message } };
}
