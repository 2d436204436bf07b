import { afterEach, describe, expect, it } from 'vitest';
import { egressStub, jsonResponse, startFake, startFakeServer, type StartedFake } from '../../../testing/index.js';
import { AuthError, NonRetryableError } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { mailgunSendMessage } from './messages-send.js';

let fake: StartedFake<'mailgun'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const config = { region: 'eu', domain: 'mg.example.com', sender: 'Shop Alerts <alerts@mg.example.com>', defaultSubject: 'Tandem alert' };

describe('mailgun messages.send', () => {
  it('posts a form with from, to, subject and text using basic auth api:<key>', async () => {
    fake = await startFake('mailgun');
    const output = await runAction(mailgunSendMessage, {
      input: { to: ['ops@example.com', 'Bob <bob@example.com>'], text: 'Feed has 3 disapproved products' },
      auth: { token: fake.apiKey },
      config,
      idempotencyKey: 'run_01:send',
      baseUrlOverrides: fake.baseUrlOverrides,
    });
    expect(output).toEqual({ id: expect.stringMatching(/^<.+@mg\.example\.com>$/), message: 'Queued. Thank you.' });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v3/mg.example.com/messages');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`api:${fake.apiKey}`).toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(fake.messages).toEqual([
      {
        id: (output as { id: string }).id,
        domain: 'mg.example.com',
        from: 'Shop Alerts <alerts@mg.example.com>',
        to: ['ops@example.com', 'Bob <bob@example.com>'],
        subject: 'Tandem alert',
        text: 'Feed has 3 disapproved products',
        html: undefined,
        variables: { 'tandem-idempotency-key': 'run_01:send' },
      },
    ]);
  });

  it("refuses a form that drifts from Mailgun's reference: an unknown field, a wrong option value", async () => {
    fake = await startFake('mailgun');
    const post = (form: Record<string, string>) =>
      fetch(`${fake!.url}/v3/mg.example.com/messages`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`api:${fake!.apiKey}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    const message = { from: 'a@mg.example.com', to: 'b@example.com', text: 'hi', 'v:tandem-idempotency-key': 'k', 'h:Reply-To': 'c@example.com' };
    expect(await post({ ...message, reply_to: 'c@example.com' })).toEqual({ status: 400, body: { message: "'reply_to' is not a parameter of this request" } });
    expect(await post({ ...message, 'o:tracking-clicks': 'always' })).toEqual({
      status: 400,
      body: { message: "'o:tracking-clicks' parameter is not valid: always (one of yes, no, true, false, htmlonly)" },
    });
    expect(await post(message)).toMatchObject({ status: 200 });
    expect(fake.messages).toHaveLength(1);
  });

  it('chooses the regional base URL from the config', async () => {
    const server = await startFakeServer(() => jsonResponse(200, { id: '<1@d>', message: 'Queued. Thank you.' }));
    const egress = egressStub(server.url);
    try {
      for (const region of ['eu', 'us']) {
        await runAction(mailgunSendMessage, { input: { to: 'a@b.c', text: 'x' }, auth: { token: 'k' }, config: { ...config, region }, egress, env: {} });
      }
    } finally {
      await server.close();
    }
    const seen = server.requests.map((r) => `${egress.connections.shift()?.tls ? 'https' : 'http'}://${r.headers.host}${r.path}`);
    expect(seen).toEqual(['https://api.eu.mailgun.net/v3/mg.example.com/messages', 'https://api.mailgun.net/v3/mg.example.com/messages']);
  });

  it('maps a wrong API key to AuthError and an unknown domain to NonRetryableError', async () => {
    fake = await startFake('mailgun');
    const send = (token: string, domain = 'mg.example.com') =>
      runAction(mailgunSendMessage, { input: { to: 'a@b.c', subject: 's', html: '<p>x</p>' }, auth: { token }, config: { ...config, domain }, baseUrlOverrides: fake!.baseUrlOverrides });
    const denied = (await send('wrong').catch((e: unknown) => e)) as AuthError;
    expect(denied).toBeInstanceOf(AuthError);
    expect(denied.message).toBe('mailgun answered 401 Unauthorized: Forbidden');
    expect(denied.message).not.toContain('wrong');
    await expect(send(fake.apiKey, 'other.example.com')).rejects.toMatchObject({
      type: 'ConnectorNonRetryableError',
      status: 404,
      message: 'mailgun answered 404 Not Found: Domain not found: other.example.com',
    });
  });

  it('needs a subject from the input or the connection, and a text or HTML body', async () => {
    fake = await startFake('mailgun');
    const { defaultSubject: _, ...withoutDefault } = config;
    await expect(
      runAction(mailgunSendMessage, { input: { to: 'a@b.c', text: 'x' }, auth: { token: fake.apiKey }, config: withoutDefault, baseUrlOverrides: fake.baseUrlOverrides }),
    ).rejects.toThrow('Provide a subject or set a default subject on the Mailgun connection');
    await expect(
      runAction(mailgunSendMessage, { input: { to: 'a@b.c' }, auth: { token: fake.apiKey }, config, baseUrlOverrides: fake.baseUrlOverrides }),
    ).rejects.toBeInstanceOf(NonRetryableError);
    expect(fake.requests).toHaveLength(0);
  });
});
