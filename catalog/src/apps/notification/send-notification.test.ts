import { afterEach, describe, expect, it } from 'vitest';
import { startFake } from '../../testing/index.js';
import type { FakeServer } from '../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { notificationCall } from './send-notification.js';

const fakes: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

describe('notificationCall (notification utility, send v2)', () => {
  it('sends through Slack’s send action with the connection’s webhook', async () => {
    const slack = await startFake('slack');
    fakes.push(slack);
    const { action, input } = notificationCall({ channel: 'slack', message: 'Flow failed' });
    expect([action.app.id, action.id]).toEqual(['slack', 'messages.send']);
    const output = await runAction(action, { input, auth: null, config: { webhookUrl: slack.webhookUrl }, baseUrlOverrides: slack.baseUrlOverrides });
    expect(output).toEqual({ sent: true });
    expect(slack.messages.map((m) => [m.channel, m.text])).toEqual([['#alerts', 'Flow failed']]);
  });

  it('sends through Mailgun’s send action with to and subject', async () => {
    const mailgun = await startFake('mailgun');
    fakes.push(mailgun);
    const { action, input } = notificationCall({ channel: 'mailgun', connectionId: 'conn_1', message: 'Budget reached', to: 'ops@example.com', subject: 'Alert' });
    expect(input).toEqual({ to: 'ops@example.com', subject: 'Alert', text: 'Budget reached' });
    await runAction(action, {
      input,
      auth: { token: mailgun.apiKey },
      config: { domain: 'mg.example.com', sender: 'alerts@mg.example.com' },
      baseUrlOverrides: mailgun.baseUrlOverrides,
    });
    expect(mailgun.messages).toMatchObject([{ to: ['ops@example.com'], subject: 'Alert', text: 'Budget reached', from: 'alerts@mg.example.com' }]);
  });

  it('needs a recipient for Mailgun', () => {
    expect(() => notificationCall({ channel: 'mailgun', message: 'x' })).toThrow(/^Invalid input/);
  });
});
