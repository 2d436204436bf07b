import { afterEach, describe, expect, it } from 'vitest';
import { type MailgunFake, startMailgunFake } from './mailgun-fake.js';

let fake: MailgunFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const auth = (key: string) => `Basic ${Buffer.from(`api:${key}`).toString('base64')}`;

describe('Mailgun fake', () => {
  it('accepts multipart form data like the real API', async () => {
    fake = await startMailgunFake();
    const form = new FormData();
    form.append('from', 'a@mg.example.com');
    form.append('to', 'b@example.com, c@example.com');
    form.append('html', '<b>hi</b>');
    const response = await fetch(`${fake.url}/v3/mg.example.com/messages`, { method: 'POST', headers: { authorization: auth(fake.apiKey) }, body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/@mg\.example\.com>$/), message: 'Queued. Thank you.' });
    expect(fake.messages[0]?.to).toEqual(['b@example.com', 'c@example.com']);
  });

  it('answers 401 Forbidden for a wrong key and 400 for missing fields', async () => {
    fake = await startMailgunFake();
    const post = (key: string, body: string) =>
      fetch(`${fake!.url}/v3/mg.example.com/messages`, { method: 'POST', headers: { authorization: auth(key), 'content-type': 'application/x-www-form-urlencoded' }, body });
    const denied = await post('bad', 'from=a');
    expect([denied.status, await denied.text()]).toEqual([401, 'Forbidden']);
    const noFrom = await post(fake.apiKey, 'to=b%40x.io&text=t');
    expect([noFrom.status, await noFrom.json()]).toEqual([400, { message: "'from' parameter is missing" }]);
    const noTo = await post(fake.apiKey, 'from=a%40x.io&text=t');
    expect(await noTo.json()).toEqual({ message: "'to' parameter is missing" });
  });
});
