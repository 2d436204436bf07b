import { z } from 'zod';
import { NonRetryableError, runAction, type RunActionOptions } from '../../sdk/index.js';
import { mailgunSendMessage } from '../mailgun/actions/send-message.js';
import { slackSendMessage } from '../slack/actions/send-message.js';

/** Input of the notification utility, send v2 (without `connectionId`, which the worker resolves). */
export const SendNotificationInput = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('slack'), message: z.string().min(1) }),
  z.object({
    channel: z.literal('mailgun'),
    message: z.string().min(1),
    to: z.union([z.string().trim().min(1), z.array(z.string().trim().min(1)).min(1)]),
    subject: z.string().optional(),
  }),
]);
export type SendNotificationInput = z.input<typeof SendNotificationInput>;

export const SendNotificationOutput = z.object({ sent: z.literal(true) });
export type SendNotificationOutput = z.infer<typeof SendNotificationOutput>;

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
