import { lit } from '@tandem/catalog';
import { DEFAULT_SLACK_WEBHOOK_PATH, startFake, type StartedFake } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../scripts/test-env/eventually.js';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const OVERRIDE_PATH = '/services/T0123ABCD/B0999ZZZZ/overridewebhookpath0000';

/**
 * An approval request reaches the team chat through the workspace's notification connection, with no
 * connection named on the step; a step's own chat connection overrides it.
 */
describe('approval requests in the team chat', () => {
  let stack: TestStack;
  let slack: StartedFake<'slack'>;
  let restoreUrls: () => void = () => {};
  let user: TestUser;
  let ws: string;

  beforeAll(async () => {
    slack = await startFake('slack', { webhooks: { [DEFAULT_SLACK_WEBHOOK_PATH]: '#team', [OVERRIDE_PATH]: '#pricing' } });
    restoreUrls = pointAppsAt({ slack: slack.url });
    stack = await startTestStack();
    user = await signUp(stack.app);
    ws = `/api/workspaces/${user.workspaceId}`;
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await slack?.close();
  });

  const connect = async (name: string, path: string) => {
    const created = await user.request('POST', `${ws}/connections`, { app: 'slack', name, auth: null, config: { webhookUrl: `https://hooks.slack.com${path}` } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as string;
  };
  const startApproval = async (title: string, extra: Record<string, unknown> = {}) => {
    const step = { name: 'ask', type: 'approval', title: lit(title), message: lit('Raise the budget?'), deadline: { after: 'P7D', then: 'reject' }, ...extra };
    const flow = await user.request('POST', `${ws}/flows`, { name: title, definition: { version: 1, trigger: { type: 'manual' }, steps: [step] } });
    expect(flow.body.latestVersion?.valid ?? true, JSON.stringify(flow.body)).toBe(true);
    const run = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    return run.body.runId as string;
  };

  it('posts once through the notification connection with a single-use link that answers', async () => {
    const team = await connect('Team chat', DEFAULT_SLACK_WEBHOOK_PATH);
    const mail = await user.request('POST', `${ws}/connections`, { app: 'mailgun', name: 'Mail', auth: { token: 'key-x' }, config: { domain: 'mg.example.com', sender: 'a@mg.example.com' } });
    const notChat = await user.request('PATCH', ws, { notificationConnectionId: mail.body.id });
    expect(notChat.status).toBe(400);
    expect(notChat.body.error.message).toBe('The notification connection must be a Slack connection of this workspace');
    const set = await user.request('PATCH', ws, { notificationConnectionId: team });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.notificationConnectionId).toBe(team);

    const title = `Budget ${Date.now()}`;
    const runId = await startApproval(title);
    const message = await eventually(
      async () => slack.messages.filter((m) => m.text.includes(title)),
      (found) => found.length > 0,
      60_000,
    ).then((found) => found[0]!);
    expect(message.channel).toBe('#team');
    const token = /\/approve\/(apv_[A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    expect(token, message.text).toBeTruthy();
    expect(message.text).toContain(user.email);

    const answered = await user.request('POST', `/api/approval-links/${token}/answer`, { decision: 'approved' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect((await user.request('POST', `/api/approval-links/${token}/answer`, { decision: 'approved' })).status).toBe(410);
    const done = await waitForRun(user, runId);
    expect(done.status, JSON.stringify(done.error)).toBe('completed');
    // Exactly one message for the request (the activity's retries and the answer post nothing more).
    expect(slack.messages.filter((m) => m.text.includes(title))).toHaveLength(1);

    // The step's own chat connection still wins over the workspace's.
    const pricing = await connect('Pricing chat', OVERRIDE_PATH);
    const overrideTitle = `Prices ${Date.now()}`;
    await startApproval(overrideTitle, { chatConnectionId: pricing });
    const overridden = await eventually(
      async () => slack.messages.filter((m) => m.text.includes(overrideTitle)),
      (found) => found.length > 0,
      60_000,
    );
    expect(overridden.map((m) => m.channel)).toEqual(['#pricing']);
  }, 180_000);
});
