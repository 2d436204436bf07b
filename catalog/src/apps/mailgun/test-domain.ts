import { type AppCall, errorTextOf, mapHttpError, NonRetryableError } from '@tandem/catalog/sdk';
import type { MailgunConfig } from './app.js';

/**
 * The connection test: sends a message without recipients. With a valid key and domain Mailgun
 * checks both and then refuses the message because "to" is missing, so nothing is sent.
 */
export async function testMailgunDomain({ config, http }: AppCall<'token', typeof MailgunConfig>): Promise<void> {
  const response = await http.post<unknown>(`/v3/${encodeURIComponent(config.domain)}/messages`, {
    body: { type: 'form', data: [['from', config.sender], ['subject', 'Tandem connection test'], ['text', 'Not sent: no recipient.']] },
    responseType: 'text',
    throwOnError: false,
  });
  const text = errorTextOf(String(response.body));
  if (response.status === 400 && text.includes("'to'")) return;
  if (response.status < 300) throw new NonRetryableError('Mailgun accepted a message without recipients');
  throw mapHttpError('mailgun', { status: response.status, statusText: response.statusText, body: String(response.body) });
}
