import { z } from 'zod';
import { defineAction, NonRetryableError, textArea } from '@tandem/catalog/sdk';
import { mailgun } from '../app.js';

export const MailgunSendMessageInput = z
  .object({
    /** One address, a comma-separated list, or a list of addresses (`Bob <bob@example.com>`). */
    to: z.union([z.string().trim().min(1), z.array(z.string().trim().min(1)).min(1)]).describe('To'),
    /** Falls back to the connection’s default subject. */
    subject: z.string().optional().describe('Subject'),
    text: textArea(z.string().optional().describe('Text')),
    html: textArea(z.string().optional().describe('HTML')),
  })
  .refine((m) => m.text !== undefined || m.html !== undefined, { message: 'Provide a text or an HTML body', path: ['text'] });
export type MailgunSendMessageInput = z.infer<typeof MailgunSendMessageInput>;

/** Mailgun's answer: the message id (`<...@domain>`) and "Queued. Thank you." */
export const MailgunSendMessageOutput = z.object({ id: z.string(), message: z.string() });
export type MailgunSendMessageOutput = z.infer<typeof MailgunSendMessageOutput>;

export const mailgunSendMessage = defineAction({
  app: mailgun,
  id: 'messages.send',
  displayName: 'Send email',
  description: 'Sends an email from the connection’s sending domain and sender address.',
  categories: ['Alerts & Tasks'],
  // Mailgun has no idempotency keys: a second attempt sends a second mail.
  mutates: true,
  defaultTimeout: 'PT30S',
  input: MailgunSendMessageInput,
  output: MailgunSendMessageOutput,
  async run({ input, config, http, idempotencyKey }) {
    const subject = input.subject ?? config.defaultSubject;
    if (subject === undefined) throw new NonRetryableError('Provide a subject or set a default subject on the Mailgun connection');
    const to = Array.isArray(input.to) ? input.to : [input.to];
    const form: Array<[string, string]> = [['from', config.sender], ...to.map((t): [string, string] => ['to', t]), ['subject', subject]];
    if (input.text !== undefined) form.push(['text', input.text]);
    if (input.html !== undefined) form.push(['html', input.html]);
    // Mailgun has no idempotency keys; the key travels as a custom variable so duplicates can be traced.
    if (idempotencyKey !== undefined) form.push(['v:tandem-idempotency-key', idempotencyKey]);
    const response = await http.post<MailgunSendMessageOutput>(`/v3/${encodeURIComponent(config.domain)}/messages`, {
      body: { type: 'form', data: form },
      responseType: 'json',
    });
    return response.body;
  },
});
