import { lit, op } from '@tandem/catalog';
import { startFakeServer, textResponse, type FakeServer } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const WEBHOOK_SECRET = 'abcdefghijklmnopqrstuvwx';

/** A step's evaluated input is read with its output, one step at a time; pages of summaries leave it out. */
describe("a step's input in the run state", () => {
  let stack: TestStack;
  let user: TestUser;
  let slack: FakeServer;
  let restoreUrls: () => void = () => {};

  beforeAll(async () => {
    slack = await startFakeServer(async () => textResponse(200, 'ok', 'text/html'));
    restoreUrls = pointAppsAt({ slack: slack.url });
    stack = await startTestStack({ pools: 'flows,app.slack' });
    user = await signUp(stack.app);
  }, 120_000);
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await slack?.close();
  });

  it('answers the evaluated input of an action, never the secret of its connection', async () => {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const chat = await user.request('POST', `${ws}/connections`, {
      app: 'slack',
      name: 'Chat',
      auth: null,
      config: { webhookUrl: `https://hooks.slack.com/services/T0123ABCD/B0456EFGH/${WEBHOOK_SECRET}` },
    });
    const steps = [{ name: 'post', type: 'action', app: 'slack', action: 'messages.send', connectionId: chat.body.id, input: { message: op('concat', lit('Stock is '), lit('low')) } }];
    const flow = await user.request('POST', `${ws}/flows`, { name: 'Chat input', definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(flow.body.latestVersionId, JSON.stringify(flow.body)).toBeTruthy();
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    expect(started.status).toBe(201);
    const state = await waitForRun(user, started.body.runId);
    expect(state.status, JSON.stringify(state)).toBe('completed');

    const run = `${ws}/runs/${started.body.runId}`;
    const step = await user.request('GET', `${run}/steps/post/output`);
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({ path: 'post', status: 'succeeded', input: { message: 'Stock is low' } });
    expect(JSON.stringify(step.body)).not.toContain(WEBHOOK_SECRET);
    const summaries = await user.request('GET', `${run}?outputs=false`);
    expect(summaries.body.steps[0]).not.toHaveProperty('input');
    expect(JSON.stringify((await user.request('GET', run)).body)).not.toContain(WEBHOOK_SECRET);
  });
});
