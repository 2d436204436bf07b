import { Client, Connection } from '@temporalio/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Definition, lit, op, ref } from '@tandem/catalog';
import { dataConverter, PayloadCipher } from '@tandem/platform/codec';
import { buildApp, createApiMetrics } from '@tandem/services/api';
import { outboxMailer } from '@tandem/services/testing';
import { runWorkflowId } from '@tandem/temporal';
import { eventually } from '../scripts/test-env/eventually.js';
import { freePort } from '../scripts/test-env/global-setup.js';
import { RunIntake } from '../services/src/runs/run-intake.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const MARKER = 'intake-marker-5f1c';
const doubled = { name: 'doubled', type: 'utility', utility: 'transform', input: { list: ref('trigger', 'items'), mapping: op('multiply', ref('item'), lit(2)) } };
const pause = { name: 'pause', type: 'wait', duration: 'PT1H' };

/**
 * The run intake: manual and webhook runs are durably accepted, then started; the answer waits for
 * the start only while the server answers in time. A second API whose Temporal server is out of reach
 * (a closed port, no retries) accepts runs it cannot start; the stack's own API, as another process
 * would, starts them from their intake rows.
 */
describe('the run intake', () => {
  let stack: TestStack;
  let cut: { app: FastifyInstance; connection: Connection };
  let user: TestUser;
  const ws = (u = user) => `/api/workspaces/${u.workspaceId}`;

  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows' });
    const connection = Connection.lazy({ address: `127.0.0.1:${await freePort()}`, interceptors: [] });
    const unreachable = new Client({ connection, namespace: stack.namespace, dataConverter: dataConverter(stack.db, stack.config) });
    cut = { app: await buildApp({ db: stack.db, temporal: unreachable, config: stack.config, accountMailer: outboxMailer }), connection };
    user = await signUp(stack.app);
  });
  afterAll(async () => {
    await cut?.app.close();
    await cut?.connection.close();
    await stack?.stop();
  });

  /** The user's request, sent to the API cut off from Temporal. */
  const throughCutOff = (method: 'POST' | 'GET', url: string, body?: unknown, u = user) =>
    cut.app.inject({ method, url, headers: { cookie: Object.entries(u.cookies).map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': u.cookies.csrf_token ?? '' }, ...(body === undefined ? {} : { payload: body as object }) });
  const flow = async (steps: unknown[], u = user) => (await u.request('POST', `${ws(u)}/flows`, { name: `Intake ${Date.now()}`, definition: { version: 1, trigger: { type: 'manual' }, steps } })).body.flowId as string;
  const intakeRow = (runId: string) => stack.db.selectFrom('runIntake').selectAll().where('runId', '=', runId).executeTakeFirst();

  it('answers 201 once the workflow exists, and removes the intake row', async () => {
    const flowId = await flow([doubled]);
    const started = await user.request('POST', `${ws()}/flows/${flowId}/runs`, { input: { items: [1, 2, 3] } });
    expect(started.status).toBe(201);
    // No waiting: the answer came after the start.
    expect((await stack.temporal.workflow.getHandle(runWorkflowId(started.body.runId)).describe()).workflowId).toBe(runWorkflowId(started.body.runId));
    const run = await waitForRun(user, started.body.runId);
    expect(run).toMatchObject({ status: 'completed', steps: [{ name: 'doubled', output: [2, 4, 6] }] });
    expect(await eventually(() => intakeRow(started.body.runId), (row) => row === undefined, 5_000, 50)).toBeUndefined();
  });

  it('accepts a run while Temporal is out of reach, sealed, and another API process starts it with its input', async () => {
    const flowId = await flow([doubled]);
    const accepted = await throughCutOff('POST', `${ws()}/flows/${flowId}/runs`, { input: { items: [5, 7], note: MARKER } });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { runId } = accepted.json() as { runId: string };
    const row = await intakeRow(runId);
    expect(row).toBeDefined();
    expect(Buffer.from(row!.payload).toString('latin1')).not.toContain(MARKER);
    // Operators see it wait.
    expect(await createApiMetrics(stack.db).registry.metrics()).toMatch(/tandem_run_intake_waiting\{measure="runs"\} [1-9]/);
    // Not started yet: the run reads as running with no steps.
    expect((await user.request('GET', `${ws()}/runs/${runId}`)).body).toMatchObject({ status: 'running', steps: [] });
    await expect(stack.temporal.workflow.getHandle(runWorkflowId(runId)).describe()).rejects.toThrow();

    // The stack's API sweeps accepted runs older than its grace period (5 s) every 5 s.
    const run = await waitForRun(user, runId, 30_000);
    expect(run).toMatchObject({ status: 'completed', trigger: { type: 'manual', payload: { items: [5, 7], note: MARKER } }, steps: [{ output: [10, 14] }] });
    expect(await eventually(() => intakeRow(runId), (r) => r === undefined, 5_000, 50)).toBeUndefined();
  });

  it('cancels a run that has not started yet: it is started first, then cancelled', async () => {
    const flowId = await flow([pause]);
    const accepted = await throughCutOff('POST', `${ws()}/flows/${flowId}/runs`, {});
    const { runId } = accepted.json() as { runId: string };
    expect(await intakeRow(runId)).toBeDefined();
    expect((await user.request('POST', `${ws()}/runs/${runId}/cancel`)).status).toBe(202);
    expect(await waitForRun(user, runId)).toMatchObject({ status: 'cancelled' });
    // Through the API that cannot reach Temporal, the same cancel of a run not started answers 503.
    const other = await throughCutOff('POST', `${ws()}/flows/${flowId}/runs`, {});
    const cancel = await throughCutOff('POST', `${ws()}/runs/${(other.json() as { runId: string }).runId}/cancel`);
    expect(cancel.statusCode).toBe(503);
    expect(cancel.headers['retry-after']).toBe('5');
  });

  it('fails a run that could not start within its timeout, and raises FAILED_FLOW for it', async () => {
    const flowId = await flow([doubled]);
    const { runId } = (await throughCutOff('POST', `${ws()}/flows/${flowId}/runs`, { input: { items: [1] } })).json() as { runId: string };
    await stack.db.updateTable('runIntake').set({ acceptedAt: new Date(Date.now() - 400 * 24 * 3600_000) }).where('runId', '=', runId).execute();
    const run = await waitForRun(user, runId, 30_000);
    expect(run).toMatchObject({ status: 'failed', error: { message: 'The run could not start before its timeout (the workflow engine was out of reach)' } });
    expect(await intakeRow(runId)).toBeUndefined();
    const raised = await stack.db.selectFrom('notifications').selectAll().where('workspaceId', '=', user.workspaceId).where('event', '=', 'FAILED_FLOW').where('dedupeKey', '=', runId).execute();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      title: expect.stringMatching(/^Flow "Intake \d+" failed$/),
      content: 'A manual run failed: The run could not start before its timeout (the workflow engine was out of reach)',
      action: { text: 'Open the run', link: `/w/${user.workspaceId}/runs/${runId}` },
    });
  });

  it('cancels a started run whose workspace was deleted before its intake row was removed', async () => {
    const owner = await signUp(stack.app, 'Racing');
    const flowId = await flow([pause], owner);
    const version = await stack.db.selectFrom('flowVersions').select(['id', 'definition']).where('flowId', '=', flowId).executeTakeFirstOrThrow();
    // An intake that keeps its batch until it closes: the deletion lands after the start, before the batch.
    const intake = new RunIntake(stack.db, { client: stack.temporal, eager: false, db: stack.db }, new PayloadCipher(stack.config.payloadKey), { flushAfterMs: 3_600_000 });
    const { runId } = await intake.accept({
      workspaceId: owner.workspaceId,
      flowId,
      flowName: 'Racing',
      versionId: version.id,
      definition: Definition.parse(version.definition),
      trigger: { type: 'manual', payload: null },
      maxFlowRuntimeMinutes: 60,
    });
    const handle = stack.temporal.workflow.getHandle(runWorkflowId(runId));
    expect((await handle.describe()).status.name).toBe('RUNNING');
    await stack.db.updateTable('workspaces').set({ deletedAt: new Date() }).where('id', '=', owner.workspaceId).execute();
    await intake.close();
    expect(await intakeRow(runId)).toBeUndefined();
    expect(await eventually(async () => (await handle.describe()).status.name, (status) => status === 'CANCELLED', 10_000, 50)).toBe('CANCELLED');
  });

  it("a deleted workspace's accepted runs never start", async () => {
    const owner = await signUp(stack.app, 'Leaving');
    const flowId = await flow([doubled], owner);
    const { runId } = (await throughCutOff('POST', `${ws(owner)}/flows/${flowId}/runs`, { input: { items: [1] } }, owner)).json() as { runId: string };
    expect((await owner.request('DELETE', ws(owner))).status).toBe(200);
    expect(await intakeRow(runId)).toBeUndefined();
    expect(await stack.db.selectFrom('runs').select('status').where('id', '=', runId).executeTakeFirstOrThrow()).toEqual({ status: 'cancelled' });
    await expect(stack.temporal.workflow.getHandle(runWorkflowId(runId)).describe()).rejects.toThrow();
  });
});
