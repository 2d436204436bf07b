import { type AppCall, AuthError, bodyExcerpt, mapHttpError } from '@tandem/catalog/sdk';
import type { SlackConfig } from './app.js';

/**
 * The connection test: posts an empty payload to the webhook. A live webhook answers `no_text` and
 * posts nothing; a revoked or unknown one answers 403, 404 or 410.
 */
export async function testSlackWebhook({ config, http }: AppCall<'none', typeof SlackConfig>): Promise<void> {
  const response = await http.post<string>(new URL(config.webhookUrl).pathname, {
    body: { type: 'json', data: {} },
    responseType: 'text',
    throwOnError: false,
  });
  const code = bodyExcerpt(String(response.body), 60);
  if (response.status === 200 || code === 'no_text') return;
  if ([403, 404, 410].includes(response.status)) throw new AuthError(`Slack rejected the webhook: ${code}`, { status: response.status });
  throw mapHttpError('slack', { status: response.status, statusText: response.statusText, body: code });
}
