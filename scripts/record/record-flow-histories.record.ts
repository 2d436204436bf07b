import { ensureTemporalBinary } from '@tandem/temporal/server';
import { lit, op, ref } from '@tandem/catalog';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allowEgress } from '../test-env/allow-egress.js';
import { eventually } from '../test-env/eventually.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../test-env/test-stack.js';

/**
 * More replay histories for workers/src/replay.test.ts, one concern each: iterate lanes running at
 * once, waits, a step failing with continueOnError, a condition failing for its type, an approval
 * answered in the app, a flow running another flow as a child workflow, and a failed run starting
 * its error flow.
 * `npm run record-histories` records them with the others.
 */
const folder = new URL('../../temporal/histories/', import.meta.url);
const label = process.env.HISTORY_LABEL ?? new Date().toISOString().slice(0, 10);

describe('record replay histories of concurrency, waits and step failures', () => {
  let stack: TestStack;
  let user: TestUser;
  let shop: Server;
  let base: string;
  let disallow: (() => void) | undefined;
  beforeAll(async () => {
    // Answers after a delay that depends on the item, so the lanes of an iterate finish out of order.
    shop = createServer((req, res) => {
      const delay = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('delay') ?? 0);
      setTimeout(() => res.setHeader('content-type', 'application/json').end(JSON.stringify({ path: req.url })), delay);
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    disallow = allowEgress(base);
    stack = await startTestStack();
    user = await signUp(stack.app);
  });
  afterAll(async () => {
    await stack?.stop();
    disallow?.();
    shop?.close();
  });

  const ws = () => `/api/workspaces/${user.workspaceId}`;

  /** Creates a flow and sets its first version live: a called flow and an error flow must be live. */
  async function liveFlow(name: string, definition: unknown): Promise<string> {
    const flow = await user.request('POST', `${ws()}/flows`, { name, definition });
    expect(flow.body.latestVersionId, JSON.stringify(flow.body)).toBeTruthy();
    const live = await user.request('PUT', `${ws()}/flows/${flow.body.flowId}/live`, { versionId: flow.body.latestVersionId });
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    return flow.body.flowId as string;
  }

  /** Runs the flow and writes its history; `during` acts on the run while it goes (an approval's answer). */
  async function record(name: string, definition: unknown, input: unknown, status: string, during?: (runId: string) => Promise<void>): Promise<void> {
    const flow = await user.request('POST', `${ws()}/flows`, { name, definition });
    expect(flow.body.latestVersionId, JSON.stringify(flow.body)).toBeTruthy();
    const started = await user.request('POST', `${ws()}/flows/${flow.body.flowId}/runs`, { input });
    expect(started.status).toBe(201);
    await during?.(started.body.runId);
    expect((await waitForRun(user, started.body.runId, 60_000)).status).toBe(status);
    const cli = await ensureTemporalBinary(() => {});
    const args = ['workflow', 'show', '-w', `run_${started.body.runId}`, '--address', inject('temporalAddress'), '--namespace', stack.namespace, '--output', 'json'];
    writeFileSync(new URL(`${label}-${name}.json`, folder), execFileSync(cli, args));
  }

  const manual = (steps: unknown[], inputSchema?: unknown) => ({ version: 1, trigger: { type: 'manual' }, ...(inputSchema ? { inputSchema } : {}), steps });

  it('an iterate with concurrency 3: calls and waits of its lanes interleave', async () => {
    const items = [300, 0, 200, 100, 0, 250, 50];
    const flow = manual(
      [
        {
          name: 'each',
          type: 'iterate',
          items: ref('trigger', 'delays'),
          concurrency: 3,
          steps: [
            { name: 'call', type: 'action', app: 'http', action: 'request.send', input: { url: op('concat', lit(`${base}/item?delay=`), op('toText', ref('item'))) } },
            { name: 'breath', type: 'wait', duration: 'PT1S' },
            { name: 'seen', type: 'utility', utility: 'transform', input: { list: op('list', ref('call', 'body', 'path')), mapping: op('upper', ref('item')) } },
          ],
        },
      ],
      { type: 'object', properties: { delays: { type: 'array', items: { type: 'integer' } } } },
    );
    await record('iterate-concurrency', flow, { delays: items }, 'completed');
  });

  it('waits: a fixed duration, one from an expression, one inside a branch', async () => {
    const flow = manual(
      [
        { name: 'short', type: 'wait', duration: 'PT1S' },
        { name: 'computed', type: 'wait', duration: ref('trigger', 'pause') },
        {
          name: 'again',
          type: 'condition',
          condition: op('eq', ref('trigger', 'pause'), lit('PT2S')),
          consequent: [{ name: 'branch_wait', type: 'wait', duration: 'PT1S' }],
          alternative: [],
        },
        { name: 'after', type: 'utility', utility: 'transform', input: { list: op('list', ref('computed', 'resumedAt')), mapping: ref('item') } },
      ],
      { type: 'object', properties: { pause: { type: 'string' } } },
    );
    await record('waits', flow, { pause: 'PT2S' }, 'completed');
  });

  it('a step failing with continueOnError, and the run going on', async () => {
    const flow = manual([
      // Not an allowed address: refused at once, not retried; the run goes on with a null output.
      { name: 'refused', type: 'action', app: 'http', action: 'request.send', continueOnError: true, input: { url: lit('http://127.0.0.1:9/refused') } },
      { name: 'fallback', type: 'utility', utility: 'transform', input: { list: op('list', ref('refused')), mapping: op('coalesce', ref('item'), lit('no answer')) } },
      { name: 'call', type: 'action', app: 'http', action: 'request.send', input: { url: lit(`${base}/after`) } },
    ]);
    await record('continue-on-error', flow, {}, 'completed');
  });

  it('a condition that gives no Boolean fails the run', async () => {
    const flow = manual(
      [
        { name: 'call', type: 'action', app: 'http', action: 'request.send', input: { url: lit(`${base}/before`) } },
        { name: 'check', type: 'condition', condition: ref('trigger', 'flag'), consequent: [], alternative: [] },
      ],
      { type: 'object', properties: { flag: {} } },
    );
    await record('condition-not-boolean', flow, { flag: 'yes' }, 'failed');
  });

  it('an approval answered in the app, its form value mapped by the next step', async () => {
    const flow = manual([
      {
        name: 'ask',
        type: 'approval',
        title: lit('Raise the budget?'),
        message: lit('The campaign spends its budget by noon'),
        form: { type: 'object', properties: { budget: { type: 'number' } }, required: ['budget'] },
        deadline: { after: 'P7D', then: 'reject' },
      },
      { name: 'after', type: 'utility', utility: 'transform', input: { list: op('list', ref('ask', 'values', 'budget')), mapping: ref('item') } },
    ]);
    await record('approval', flow, {}, 'completed', async (runId) => {
      const approval = await eventually(
        async () => (await user.request('GET', `${ws()}/runs/${runId}/approvals`)).body.items as { approvalId: string }[],
        (items) => items.length === 1,
        60_000,
      );
      const answered = await user.request('POST', `${ws()}/approvals/${approval[0]!.approvalId}/answer`, { decision: 'approved', values: { budget: 120 } });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    });
  });

  it('a flow running another flow as a child workflow and mapping its typed output', async () => {
    const child = await liveFlow('Greeter', {
      version: 1,
      trigger: { type: 'manual' },
      inputSchema: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
      steps: [{ name: 'hello', type: 'utility', utility: 'variable', input: { name: lit('hello'), valueType: lit('text'), value: op('concat', lit('Hello '), ref('trigger', 'email')) } }],
      output: { type: 'object', properties: { greeting: ref('hello') } },
    });
    const flow = manual([
      {
        name: 'greet',
        type: 'action',
        app: 'tandem',
        action: 'flows.run',
        input: { flowId: lit(child), version: lit('live'), input: { type: 'object', properties: { email: lit('ada@example.com') } }, mode: lit('wait') },
      },
      { name: 'shout', type: 'utility', utility: 'transform', input: { list: op('list', ref('greet', 'output', 'greeting')), mapping: op('upper', ref('item')) } },
    ]);
    await record('flow-call', flow, {}, 'completed');
  });

  it('a failed run starting its error flow', async () => {
    const flow = manual(
      [
        { name: 'call', type: 'action', app: 'http', action: 'request.send', input: { url: lit(`${base}/before`) } },
        { name: 'check', type: 'condition', condition: ref('trigger', 'flag'), consequent: [], alternative: [] },
      ],
      { type: 'object', properties: { flag: {} } },
    );
    // Names every flow of the workspace, so it answers the run recorded below.
    await liveFlow('On failure', {
      version: 1,
      trigger: { type: 'runFailed', flows: 'any' },
      steps: [{ name: 'what', type: 'utility', utility: 'transform', input: { list: op('list', ref('trigger', 'error', 'message')), mapping: ref('item') } }],
    });
    await record('error-flow', flow, { flag: 'yes' }, 'failed');
  });
});
