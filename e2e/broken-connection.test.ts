import { lit } from '@tandem/catalog';
import { SLACK_HOOKS_PREFIX } from '@tandem/catalog/apps';
import { startFake, type StartedFake } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack } from '../scripts/test-env/test-stack.js';

describe('BROKEN_CONNECTION from runs', () => {
  let stack: TestStack;
  let slack: StartedFake<'slack'>;
  let restoreUrls: () => void = () => {};

  beforeAll(async () => {
    slack = await startFake('slack');
    restoreUrls = pointAppsAt({ slack: slack.url });
    stack = await startTestStack();
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await slack?.close();
  });

  it('marks the connection failing when a step meets an auth error and working when a later run succeeds', async () => {
    const user = await signUp(stack.app);
    const ws = `/api/workspaces/${user.workspaceId}`;
    const revoked = `${SLACK_HOOKS_PREFIX}services/T0123ABCD/B0456EFGH/revokedrevokedrevoked`;
    const chat = (await user.request('POST', `${ws}/connections`, { app: 'slack', name: 'Team chat', auth: null, config: { webhookUrl: revoked } })).body;
    const definition = { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'post', type: 'action', app: 'slack', action: 'messages.send', connectionId: chat.id, input: { message: lit('hi') } }] };
    const flow = (await user.request('POST', `${ws}/flows`, { name: 'Ping', definition })).body;
    const run = async () => waitForRun(user, (await user.request('POST', `${ws}/flows/${flow.flowId}/runs`, {})).body.runId);
    const connection = async () => (await user.request('GET', `${ws}/connections`)).body.items[0];
    const broken = async () => (await user.request('GET', `${ws}/notifications`)).body.items.filter((n: { event: string }) => n.event === 'BROKEN_CONNECTION');

    expect((await run()).status).toBe('failed');
    expect((await run()).status).toBe('failed');
    expect(await connection()).toMatchObject({ testedStatus: 'failing', failureReason: 'Slack rejected the webhook: no_service' });
    expect(await broken()).toEqual([expect.objectContaining({ title: 'The Slack connection "Team chat" stopped working', resolved: null })]);

    await user.request('PATCH', `${ws}/connections/${chat.id}`, { config: { webhookUrl: slack.webhookUrl } });
    expect((await run()).status).toBe('completed');
    expect(await connection()).toMatchObject({ testedStatus: 'working', failureReason: null });
    expect(await broken()).toEqual([expect.objectContaining({ resolved: expect.objectContaining({ by: 'tandem' }) })]);
  });
});
