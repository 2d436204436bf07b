import { afterEach, describe, expect, it } from 'vitest';
import { type SlackFake, startSlackFake } from './slack-fake.js';

let fake: SlackFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('Slack incoming webhook fake', () => {
  it('answers with Slack’s plain-text codes', async () => {
    fake = await startSlackFake({ webhooks: { '/services/T1/B1/ok': '#alerts', '/services/T1/B2/archived': '#old' }, archivedChannels: ['#old'] });
    const post = async (path: string, body: string, type = 'application/json') => {
      const r = await fetch(`${fake!.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });
      return [r.status, await r.text()];
    };
    expect(await post(fake.webhookPath, '{"text":"hi"}')).toEqual([200, 'ok']);
    expect(await post(fake.webhookPath, `payload=${encodeURIComponent('{"text":"form"}')}`, 'application/x-www-form-urlencoded')).toEqual([200, 'ok']);
    expect(await post(fake.webhookPath, '{not json')).toEqual([400, 'invalid_payload']);
    expect(await post(fake.webhookPath, '{"text":""}')).toEqual([400, 'no_text']);
    expect(await post('/services/T1/B2/archived', '{"text":"x"}')).toEqual([410, 'channel_is_archived']);
    // An app's incoming webhook ignores `channel`: the message goes to the webhook's own channel.
    expect(await post(fake.webhookPath, '{"text":"elsewhere","channel":"#old"}')).toEqual([200, 'ok']);
    expect(await post('/services/T1/B1/unknown', '{"text":"x"}')).toEqual([404, 'no_service']);
    expect(fake.messages.map((m) => [m.text, m.channel])).toEqual([['hi', '#alerts'], ['form', '#alerts'], ['elsewhere', '#alerts']]);
    expect(fake.requests).toHaveLength(7);
  });
});
