import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestStack, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';
import { eventually } from '../scripts/test-env/eventually.js';

const waitAnHour = { name: 'pause', type: 'wait', duration: 'PT1H' };


/** With workers running: deleting a workspace cancels its runs in flight, a manual one and a scheduled one. */
describe('deleting a workspace with runs in flight', () => {
  let stack: TestStack;
  let user: TestUser;
  const ws = () => `/api/workspaces/${user.workspaceId}`;

  beforeAll(async () => {
    stack = await startTestStack();
    user = await signUp(stack.app, 'Dana Deleter');
  });
  afterAll(() => stack?.stop());

  it('cancels its running runs, a manual one and a scheduled one', async () => {
    const manual = await user.request('POST', `${ws()}/flows`, { name: 'Waits', definition: { version: 1, trigger: { type: 'manual' }, steps: [waitAnHour] } });
    const run = await user.request('POST', `${ws()}/flows/${manual.body.flowId}/runs`, {});
    expect(run.status).toBe(201);
    const scheduled = await user.request('POST', `${ws()}/flows`, {
      name: 'Scheduled wait',
      definition: { version: 1, trigger: { type: 'schedule', schedule: { kind: 'hourly', everyHours: 6 } }, steps: [waitAnHour] },
    });
    await user.request('PUT', `${ws()}/flows/${scheduled.body.flowId}/live`, { versionId: scheduled.body.latestVersionId });
    await stack.temporal.schedule.getHandle(`flow_${scheduled.body.flowId}`).trigger();
    const runs = () => stack.db.selectFrom('runs').select(['workflowId', 'status']).where('workspaceId', '=', user.workspaceId).execute();
    expect(await eventually(runs, (r) => r.length === 2)).toHaveLength(2);
    const workflowIds = (await runs()).map((r) => r.workflowId);
    for (const id of workflowIds) {
      const running = await eventually(() => stack.temporal.workflow.getHandle(id).describe(), (d) => d.status.name === 'RUNNING');
      expect(running.status.name).toBe('RUNNING');
    }

    expect((await user.request('DELETE', ws())).status).toBe(200);

    for (const id of workflowIds) {
      const closed = await eventually(() => stack.temporal.workflow.getHandle(id).describe(), (d) => d.status.name !== 'RUNNING');
      expect(closed.status.name, id).toBe('CANCELLED');
    }
  });
});
