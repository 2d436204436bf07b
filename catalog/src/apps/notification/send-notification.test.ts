import { afterEach, describe, expect, it } from 'vitest';
import { startFake } from '../../fakes/index.js';
import type { FakeServer } from '../../fakes/index.js';
import { sendNotification } from './send-notification.js';

const fakes: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

describe('sendNotification (notification utility, send v2)', () => {
  it('sends through Slack with the connection’s webhook', async () => {
    const slack = await startFake('slack');
    fakes.push(slack);
    const output = await sendNotification({ channel: 'slack', message: 'Flow failed' }, { config: { webhookUrl: slack.webhookUrl } }, { baseUrlOverrides: slack.baseUrlOverrides });
    expect(output).toEqual({ sent: true });
    expect(slack.messages.map((m) => [m.channel, m.text])).toEqual([['#alerts', 'Flow failed']]);
  });

  it('sends through Mailgun with to and subject', async () => {
    const mailgun = await startFake('mailgun');
    fakes.push(mailgun);
    const output = await sendNotification(
      { channel: 'mailgun', message: 'Budget reached', to: 'ops@example.com', subject: 'Alert' },
      { auth: { token: mailgun.apiKey }, config: { domain: 'mg.example.com', sender: 'alerts@mg.example.com' } },
      { baseUrlOverrides: mailgun.baseUrlOverrides },
    );
    expect(output).toEqual({ sent: true });
    expect(mailgun.messages).toMatchObject([{ to: ['ops@example.com'], subject: 'Alert', text: 'Budget reached', from: 'alerts@mg.example.com' }]);
  });

  it('needs a recipient for Mailgun', async () => {
    await expect(sendNotification({ channel: 'mailgun', message: 'x' } as never, { config: {} })).rejects.toThrow(/^Invalid input/);
  });
});
