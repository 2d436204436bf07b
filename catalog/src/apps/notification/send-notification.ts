import { z } from 'zod';
import { SendNotificationInput, type SendNotificationOutput } from '../../utilities/io-utility-schemas.js';
import { NonRetryableError, runAction, type RunActionOptions } from '../../sdk/index.js';
import { mailgunSendMessage } from '../mailgun/actions/send-message.js';
import { slackSendMessage } from '../slack/actions/send-message.js';

export { SendNotificationInput, SendNotificationOutput } from '../../utilities/io-utility-schemas.js';

/** The resolved connection of the chosen channel. */
export interface NotificationConnection {
  auth?: unknown;
  config: unknown;
}

/** Sends a notification through Slack or Mailgun with the connection the step names. */
export async function sendNotification(
  raw: SendNotificationInput,
  connection: NotificationConnection,
  options: Omit<RunActionOptions, 'input' | 'auth' | 'config'> = {},
): Promise<SendNotificationOutput> {
  const parsed = SendNotificationInput.safeParse(raw);
  if (!parsed.success) throw new NonRetryableError(`Invalid input, zod validation failed: ${z.prettifyError(parsed.error)}`);
  const input = parsed.data;
  if (input.channel === 'slack') {
    await runAction(slackSendMessage, { ...options, input: { message: input.message }, auth: null, config: connection.config });
  } else {
    await runAction(mailgunSendMessage, {
      ...options,
      input: { to: input.to, subject: input.subject, text: input.message },
      auth: connection.auth,
      config: connection.config,
    });
  }
  return { sent: true };
}
