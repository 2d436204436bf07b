import { lit, op, ref } from '@tandem/catalog';
import { DEFAULT_SLACK_WEBHOOK_PATH, startFake, type StartedFake } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack } from '../scripts/test-env/test-stack.js';

const MAIL_KEY = 'key-chat-and-mail-e2e';

/** A flow posts to the team chat and sends a mail, through Temporal, against the fakes. */
describe('a flow that sends a chat message and a mail', () => {
  let stack: TestStack;
  let slack: StartedFake<'slack'>;
  let mailgun: StartedFake<'mailgun'>;
  let restoreUrls: () => void = () => {};

  beforeAll(async () => {
    // The webhook posts to the channel it was created for (#shop); Slack ignores a channel in the message.
    slack = await startFake('slack', { webhooks: { [DEFAULT_SLACK_WEBHOOK_PATH]: '#shop' }, channels: ['#alerts', '#shop'] });
    mailgun = await startFake('mailgun', { apiKey: MAIL_KEY });
    restoreUrls = pointAppsAt({ slack: slack.url, mailgun: mailgun.url });
    stack = await startTestStack();
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await slack?.close();
    await mailgun?.close();
  });

  it('completes and shows both outputs', async () => {
    const user = await signUp(stack.app);
    const ws = `/api/workspaces/${user.workspaceId}`;
    const chat = await user.request('POST', `${ws}/connections`, { app: 'slack', name: 'Team chat', auth: null, config: { webhookUrl: slack.webhookUrl } });
    const mail = await user.request('POST', `${ws}/connections`, {
      app: 'mailgun',
      name: 'Shop mail',
      auth: { token: MAIL_KEY },
      config: { domain: 'mg.example.com', sender: 'Shop <alerts@mg.example.com>' },
    });
    expect([chat.status, mail.status]).toEqual([201, 201]);
    const definition = {
      version: 1,
      trigger: { type: 'manual' },
      steps: [
        { name: 'post', type: 'action', app: 'slack', action: 'messages.send', connectionId: chat.body.id, input: { channel: lit('#shop'), message: op('concat', lit('Order '), ref('trigger', 'orderId'), lit(' is in')) } },
        {
          name: 'notify',
          type: 'utility',
          utility: 'notification',
          input: { channel: lit('mailgun'), connectionId: lit(mail.body.id), to: lit('owner@example.com'), subject: lit('New order'), message: lit('See the shop') },
        },
      ],
    };
    const flow = await user.request('POST', `${ws}/flows`, { name: 'Order alert', definition });
    expect(flow.body.latestVersionId).toBeTruthy();
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, { input: { orderId: 42 } });
    const state = await waitForRun(user, started.body.runId);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');
    expect(state.steps.map((s: { name: string; output: unknown }) => [s.name, s.output])).toEqual([
      ['post', { sent: true }],
      ['notify', { sent: true }],
    ]);
    expect(slack.messages).toEqual([expect.objectContaining({ channel: '#shop', text: 'Order 42 is in' })]);
    expect(mailgun.messages.map((m) => [m.to, m.subject])).toEqual([[['owner@example.com'], 'New order']]);
  });
});
