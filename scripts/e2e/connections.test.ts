import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailgunFake, type MailgunFake } from '@tandem/catalog/fakes';
import { signUp, startTestStack, waitForRun, type TestStack } from '../test-env/test-stack.js';
import { lit } from '@tandem/catalog';

const API_KEY = 'key-e2e-connection-SECRET';

describe('an action step runs with a stored connection: API → sealed row → worker resolver → app', () => {
  let stack: TestStack;
  let mailgun: MailgunFake;
  const saved = process.env.TANDEM_BASE_URL_MAILGUN;

  beforeAll(async () => {
    mailgun = await startMailgunFake({ apiKey: API_KEY });
    process.env.TANDEM_BASE_URL_MAILGUN = mailgun.url;
    stack = await startTestStack();
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.TANDEM_BASE_URL_MAILGUN;
    else process.env.TANDEM_BASE_URL_MAILGUN = saved;
    await stack?.stop();
    await mailgun?.close();
  });

  it('sends through the connection and shows its secret nowhere', async () => {
    const user = await signUp(stack.app);
    const connection = await user.request('POST', `/api/workspaces/${user.workspaceId}/connections`, {
      app: 'mailgun',
      name: 'Shop mail',
      auth: { token: API_KEY },
      config: { domain: 'mg.example.com', sender: 'Shop <alerts@mg.example.com>' },
    });
    expect(connection.status).toBe(201);
    const definition = {
      version: 1,
      trigger: { type: 'manual' },
      steps: [
        {
          name: 'mail',
          type: 'action',
          app: 'mailgun',
          action: 'messages.send',
          connectionId: connection.body.id,
          input: { to: lit('team@example.com'), subject: lit('Hello'), text: lit('From a flow') },
        },
      ],
    };
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Mail', definition });
    const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flow.body.flowId}/runs`, {});
    const state = await waitForRun(user, started.body.runId);
    expect(state.status, JSON.stringify(state)).toBe('completed');
    expect(mailgun.messages.map((m) => [m.to, m.subject])).toEqual([[['team@example.com'], 'Hello']]);

    expect(JSON.stringify(state)).not.toContain(API_KEY);
    const history = await stack.temporal.workflow.getHandle(`run_${started.body.runId}`).fetchHistory();
    expect(JSON.stringify(history)).not.toContain(API_KEY);
  });
});
