import { z } from 'zod';
import { mailgun, slack } from '@tandem/catalog/apps';
import { type AnyAction, AuthError, bodyExcerpt, defineAction, errorTextOf, mapHttpError, NonRetryableError } from '@tandem/catalog/sdk';

const Nothing = z.object({});
const common = { displayName: 'Test connection', categories: [], mutates: false, input: Nothing, output: Nothing } as const;

/**
 * Tests for apps whose catalogue entry has no read-only action. Both send an incomplete message:
 * the service checks the credentials and the target first, then refuses the message, so nothing is sent.
 */
const slackProbe = defineAction({
  ...common,
  app: slack,
  id: 'connection.test',
  description: 'Posts an empty payload to the webhook; a live webhook answers no_text.',
  async run({ config, http }) {
    const response = await http.post<string>(new URL(config.webhookUrl).pathname, {
      body: { type: 'json', data: {} },
      responseType: 'text',
      throwOnError: false,
    });
    const code = bodyExcerpt(String(response.body), 60);
    if (response.status === 200 || code === 'no_text') return {};
    if ([403, 404, 410].includes(response.status)) throw new AuthError(`Slack rejected the webhook: ${code}`, { status: response.status });
    throw mapHttpError('slack', { status: response.status, statusText: response.statusText, body: code });
  },
});

const mailgunProbe = defineAction({
  ...common,
  app: mailgun,
  id: 'connection.test',
  description: 'Sends a message without recipients; with a valid key and domain Mailgun answers that "to" is missing.',
  async run({ config, http }) {
    const response = await http.post<unknown>(`/v3/${encodeURIComponent(config.domain)}/messages`, {
      body: { type: 'form', data: [['from', config.sender], ['subject', 'Tandem connection test'], ['text', 'Not sent: no recipient.']] },
      responseType: 'text',
      throwOnError: false,
    });
    const text = errorTextOf(String(response.body));
    if (response.status === 400 && text.includes("'to'")) return {};
    if (response.status < 300) throw new NonRetryableError('Mailgun accepted a message without recipients');
    throw mapHttpError('mailgun', { status: response.status, statusText: response.statusText, body: String(response.body) });
  },
});

export const builtInProbes: Readonly<Record<string, AnyAction>> = { slack: slackProbe, mailgun: mailgunProbe };
