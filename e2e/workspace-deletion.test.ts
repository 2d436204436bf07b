import { ScheduleNotFoundError, WorkflowNotFoundError } from '@temporalio/client';
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

  it('a schedule the deletion could not remove removes itself at its next fire', async () => {
    const other = await signUp(stack.app, 'Sam Leftover');
    const flow = await other.request('POST', `/api/workspaces/${other.workspaceId}/flows`, {
      name: 'Left behind',
      definition: { version: 1, trigger: { type: 'schedule', schedule: { kind: 'hourly', everyHours: 6 } }, steps: [waitAnHour] },
    });
    await other.request('PUT', `/api/workspaces/${other.workspaceId}/flows/${flow.body.flowId}/live`, { versionId: flow.body.latestVersionId });
    const handle = stack.temporal.schedule.getHandle(`flow_${flow.body.flowId}`);
    // The deletion committed but its sweep never reached Temporal (e.g. the server was down then).
    await stack.db.updateTable('workspaces').set({ deletedAt: new Date() }).where('id', '=', other.workspaceId).execute();
    await handle.trigger();
    const gone = await eventually(
      () => handle.describe().then(() => false, (error: unknown) => error instanceof ScheduleNotFoundError),
      (removed) => removed,
    );
    expect(gone).toBe(true);
    expect(await stack.db.selectFrom('runs').select('id').where('workspaceId', '=', other.workspaceId).execute()).toEqual([]);
  });
});

/**
 * Going live, starting runs and deleting the workspace, all sent at once, many times: whichever comes
 * first, nothing of the deleted workspace is left in Temporal (no schedule, no running run).
 */
describe('deleting a workspace while its flows go live and its runs start', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.stop());

  const scheduleGone = async (flowId: string) => {
    try {
      await stack.temporal.schedule.getHandle(`flow_${flowId}`).describe();
      return false;
    } catch (error) {
      if (error instanceof ScheduleNotFoundError) return true;
      throw error;
    }
  };
  const stillRunning = async (workflowId: string) => {
    try {
      return (await stack.temporal.workflow.getHandle(workflowId).describe()).status.name === 'RUNNING';
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) return false;
      throw error;
    }
  };

  it('leaves no schedule and no running run behind, 30 rounds', async () => {
    for (let round = 0; round < 30; round++) {
      const user = await signUp(stack.app, `Racer ${round}`);
      const ws = `/api/workspaces/${user.workspaceId}`;
      const create = (name: string, trigger: unknown) => user.request('POST', `${ws}/flows`, { name, definition: { version: 1, trigger, steps: [waitAnHour] } });
      const every = { type: 'schedule', schedule: { kind: 'cron', expression: '* * * * *' } };
      const [first, second, manual] = await Promise.all([create('Every minute', every), create('Every minute too', every), create('Manual', { type: 'manual' })]);
      const live = (flow: typeof first) => user.request('PUT', `${ws}/flows/${flow.body.flowId}/live`, { versionId: flow.body.latestVersionId });
      const answers = await Promise.all([
        live(first),
        user.request('POST', `${ws}/flows/${manual.body.flowId}/runs`, {}),
        user.request('DELETE', ws),
        live(second),
        user.request('POST', `${ws}/flows/${manual.body.flowId}/runs`, {}),
      ]);
      expect(answers[2].status, `round ${round}: ${JSON.stringify(answers[2].body)}`).toBe(200);
      for (const answer of answers) expect([200, 201, 404], `round ${round}: ${JSON.stringify(answer.body)}`).toContain(answer.status);

      for (const flow of [first, second]) expect(await scheduleGone(flow.body.flowId), `round ${round}: schedule of ${flow.body.flowId}`).toBe(true);
      const runs = await stack.db.selectFrom('runs').select('workflowId').where('workspaceId', '=', user.workspaceId).execute();
      for (const { workflowId } of runs) {
        expect(await eventually(() => stillRunning(workflowId), (running) => !running), `round ${round}: run ${workflowId}`).toBe(false);
      }
      const flows = await stack.db.selectFrom('flows').select('liveVersionId').where('workspaceId', '=', user.workspaceId).execute();
      expect(flows.every((flow) => flow.liveVersionId === null), `round ${round}: a flow stayed live`).toBe(true);
    }
    // Nothing of theirs runs in Temporal either (as far as its list knows by now).
    const deleted = await stack.db.selectFrom('workspaces').select('id').where('deletedAt', 'is not', null).execute();
    const ids = new Set(deleted.map((row) => row.id));
    const running = await eventually(async () => {
      const left: string[] = [];
      for await (const execution of stack.temporal.workflow.list({ query: `ExecutionStatus = 'Running'` })) {
        const workspaceId = execution.searchAttributes?.WorkspaceId?.[0];
        if (typeof workspaceId === 'string' && ids.has(workspaceId)) left.push(execution.workflowId);
      }
      return left;
    }, (left) => left.length === 0);
    expect(running).toEqual([]);
  }, 300_000);
});
