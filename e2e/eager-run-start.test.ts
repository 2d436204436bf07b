import { Client } from '@temporalio/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit, op, ref } from '@tandem/catalog';
import { dataConverter } from '@tandem/platform/codec';
import { buildApp } from '@tandem/services/api';
import { outboxMailer } from '@tandem/services/testing';
import { runWorkflowId } from '@tandem/temporal';
import { signUp, startTestStack, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';
import { startedWorkflow } from '../scripts/test-env/started-workflow.js';

const doubled = { name: 'doubled', type: 'utility', utility: 'transform', input: { list: ref('trigger', 'items'), mapping: op('multiply', ref('item'), lit(2)) } };

/** As in npm start: the API and a flows worker in one process, runs started on the worker's connection. */
describe('eager run starts', () => {
  let stack: TestStack;
  let eagerApp: FastifyInstance;
  let user: TestUser;
  const ws = () => `/api/workspaces/${user.workspaceId}`;

  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows' });
    const eagerRunStarts = new Client({ connection: stack.workers.connection, namespace: stack.namespace, dataConverter: dataConverter(stack.db, stack.config) });
    eagerApp = await buildApp({ db: stack.db, temporal: stack.temporal, eagerRunStarts, config: stack.config, accountMailer: outboxMailer });
    user = await signUp(eagerApp);
  });
  afterAll(async () => {
    await eagerApp?.close();
    await stack?.stop();
  });

  /** Whether the server handed the run's first workflow task over in its answer to the start. */
  async function startedEagerly(runId: string): Promise<boolean> {
    const handle = await startedWorkflow(stack.temporal, runWorkflowId(runId));
    const result = await handle.result();
    expect(result.status).toBe('completed');
    const [started] = (await handle.fetchHistory()).events ?? [];
    return started?.workflowExecutionStartedEventAttributes?.eagerExecutionAccepted === true;
  }

  it('manual and webhook runs start eagerly and complete; the API without the worker connection starts them as before', async () => {
    const definition = { version: 1, trigger: { type: 'manual' }, steps: [doubled] };
    const manual = await user.request('POST', `${ws()}/flows`, { name: 'Eager manual', definition });
    const started = await user.request('POST', `${ws()}/flows/${manual.body.flowId}/runs`, { input: { items: [1, 2] } });
    expect(started.status).toBe(201);
    expect(await startedEagerly(started.body.runId)).toBe(true);

    const hook = await user.request('POST', `${ws()}/flows`, { name: 'Eager hook', definition: { ...definition, trigger: { type: 'webhook' }, steps: [{ ...doubled, input: { ...doubled.input, list: ref('trigger', 'body', 'items') } }] } });
    await user.request('PUT', `${ws()}/flows/${hook.body.flowId}/live`, { versionId: hook.body.latestVersionId });
    const path = new URL((await user.request('GET', `${ws()}/flows/${hook.body.flowId}/trigger`)).body.hookUrl).pathname;
    const delivered = await eagerApp.inject({ method: 'POST', url: path, payload: { items: [3] } });
    expect(delivered.statusCode).toBe(202);
    expect(await startedEagerly(delivered.json().runId)).toBe(true);

    // The same process's other API (no eagerRunStarts) starts through its own gRPC client, not eagerly.
    const plain = await stack.app.inject({ method: 'POST', url: `${ws()}/flows/${manual.body.flowId}/runs`, payload: { input: { items: [5] } }, headers: { cookie: Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': user.cookies.csrf_token ?? '' } });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await startedEagerly(plain.json().runId)).toBe(false);
  }, 60_000);
});
