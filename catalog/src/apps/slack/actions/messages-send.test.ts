import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import { AuthError, NonRetryableError, RetryAfterError } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { slackSendMessage } from './messages-send.js';

let fake: StartedFake<'slack'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('slack messages.send', () => {
  it('posts the message as JSON to the webhook path from the connection config', async () => {
    fake = await startFake('slack', { channels: ['#alerts', '#shop'] });
    const output = await runAction(slackSendMessage, {
      input: { channel: '#shop', message: 'Stock of SKU-1 is low' },
      config: { webhookUrl: fake.webhookUrl, iconUrl: 'https://tandem.example/icon.png' },
      baseUrlOverrides: fake.baseUrlOverrides,
    });
    expect(output).toEqual({ sent: true });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(fake.webhookPath);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBeUndefined();
    // Slack's incoming webhooks ignore `channel`: it is not sent, the webhook's channel is used.
    expect(JSON.parse(request?.body ?? '')).toEqual({ text: 'Stock of SKU-1 is low', icon_url: 'https://tandem.example/icon.png' });
    expect(fake.messages).toEqual([expect.objectContaining({ channel: '#alerts', text: 'Stock of SKU-1 is low' })]);
    expect(slackSendMessage.description).toContain('Slack always uses the channel the webhook was created for');
  });

  it('marks the connection failing when the webhook was revoked (404 no_service), without leaking its path', async () => {
    fake = await startFake('slack');
    fake.revoke(fake.webhookPath);
    const error = await runAction(slackSendMessage, { input: { message: 'hi' }, config: { webhookUrl: fake.webhookUrl }, baseUrlOverrides: fake.baseUrlOverrides }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).message).toBe('Slack rejected the webhook: no_service');
    expect((error as AuthError).message).not.toContain(fake.webhookPath.split('/')[4]);
  });

  it('fails without retry when the webhook’s channel is gone and retries after a 429', async () => {
    fake = await startFake('slack', { channels: ['#general'] });
    const run = (channel?: string) => runAction(slackSendMessage, { input: { message: 'hi', channel }, config: { webhookUrl: fake!.webhookUrl }, baseUrlOverrides: fake!.baseUrlOverrides });
    const notFound = await run().catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(NonRetryableError);
    expect(notFound).toMatchObject({ status: 404, message: 'Slack could not post the message: channel_not_found' });
    fake.failNext({ status: 429, headers: { 'retry-after': '2' }, body: 'rate_limited' });
    const limited = await run().catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RetryAfterError);
    expect((limited as RetryAfterError).retryAfterMs).toBe(2000);
  });

  it("refuses a payload that drifts from Slack's incoming-webhook reference: an unknown field, a wrong value", async () => {
    fake = await startFake('slack');
    const post = (payload: unknown) =>
      fetch(`${fake!.url}${fake!.webhookPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) }).then(async (r) => [r.status, await r.text()]);
    expect(await post({ text: 'hi', icon: ':tada:' })).toEqual([400, 'invalid_payload']);
    expect(await post({ text: 'hi', parse: 'markdown' })).toEqual([400, 'invalid_payload']);
    expect(await post({ text: 'hi', username: 'Tandem', icon_url: 'https://example.com/i.png', parse: 'none' })).toEqual([200, 'ok']);
    expect(fake.messages).toHaveLength(1);
  });

  it('rejects an empty message before calling Slack', async () => {
    fake = await startFake('slack');
    await expect(runAction(slackSendMessage, { input: { message: '' }, config: { webhookUrl: fake.webhookUrl }, baseUrlOverrides: fake.baseUrlOverrides })).rejects.toThrow(/^Invalid input, zod validation failed/);
    expect(fake.requests).toHaveLength(0);
  });
});
