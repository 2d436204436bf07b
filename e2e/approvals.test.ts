import { Client, Connection } from '@temporalio/client';
import { lit, ref } from '@tandem/catalog';
import { buildApp } from '@tandem/services/api';
import { noMailer } from '@tandem/platform/notifications/mailer';
import { sweepRunOutcomes } from '@tandem/platform/run-outcomes';
import { dataConverter } from '@tandem/platform/codec';
import { configFromEnv } from '@tandem/platform/config';
import { connectDatabase, type Db } from '@tandem/platform/db';
import { startSmtpCatcher, type SmtpCatcher } from '@tandem/platform/testing/smtp-catcher';
import { outboxMailer, signUp, type TestUser } from '@tandem/services/testing';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually } from '../scripts/test-env/eventually.js';
import { freePort } from '../scripts/test-env/global-setup.js';
import { stepOutput } from '../scripts/test-env/step-output.js';
import { startTestTemporal, type TestTemporal } from '../scripts/test-env/test-temporal.js';
import { killWorker, spawnWorker } from '../scripts/test-env/worker-process.js';

const APP_URL = 'http://tandem.test/app';

/** A variable step that keeps a value, so the test sees what a later step maps from the approval. */
const keep = (name: string, valueType: 'number' | 'list', value: unknown) => ({
  name,
  type: 'utility',
  utility: 'variable',
  input: { name: lit(name), valueType: lit(valueType), value },
});

describe('approvals: answered by mailed link, in the app, by the deadline and item by item, across restarts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-approvals-'));
  let temporalPort: number;
  let server: TestTemporal;
  let connection: Connection;
  let db: Db;
  let smtp: SmtpCatcher;
  let user: TestUser;
  let stranger: TestUser;
  let worker: ChildProcess;
  let workerEnv: Record<string, string>;
  let closeApi: () => Promise<void>;
  let temporal: Client;
  let ws: string;

  const startServer = () => startTestTemporal({ port: temporalPort, store: { dir: dataDir, name: 'temporal_approvals' }, databaseUrl: inject('databaseUrl') });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    temporalPort = await freePort();
    server = await startServer();
    connection = await Connection.connect({ address: server.address });
    db = connectDatabase(inject('databaseUrl'), 4);
    const config = { ...configFromEnv({}), cookieSecure: false, authRateLimit: 1000 };
    temporal = new Client({ connection, dataConverter: dataConverter(db, config) });
    const app = await buildApp({ db, temporal, config, accountMailer: outboxMailer });
    closeApi = async () => {
      await app.close();
      await db.destroy();
    };
    user = await signUp(app);
    stranger = await signUp(app);
    ws = `/api/workspaces/${user.workspaceId}`;
    workerEnv = { DATABASE_URL: inject('databaseUrl'), TEMPORAL_ADDRESS: server.address, TEMPORAL_NAMESPACE: 'default', WORKER_POOLS: 'all', SMTP_URL: smtp.url, APP_URL };
    worker = await spawnWorker(workerEnv);
  }, 120_000);

  afterAll(async () => {
    if (worker) await killWorker(worker);
    await closeApi?.();
    await connection?.close();
    await server?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startRun(name: string, steps: unknown[], timeout?: string): Promise<string> {
    const flow = await user.request('POST', `${ws}/flows`, { name, definition: { version: 1, trigger: { type: 'manual' }, ...(timeout ? { timeout } : {}), steps } });
    expect(flow.body.latestVersion?.valid ?? true, JSON.stringify(flow.body)).toBe(true);
    const run = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    return run.body.runId;
  }
  const state = (runId: string) => user.request('GET', `${ws}/runs/${runId}`).then((r) => (r.status === 503 ? { status: 'running', steps: [] } : r.body));
  const finished = (runId: string) => eventually(() => state(runId), (s) => s.status !== 'running', 120_000);
  const completed = async (runId: string) => {
    const done = await finished(runId);
    expect(done.status, JSON.stringify(done.error ?? done)).toBe('completed');
  };
  const approvalsOf = async (runId: string) => (await user.request('GET', `${ws}/runs/${runId}/approvals`)).body.items as { approvalId: string; status: string }[];
  const waiting = (runId: string) => eventually(() => approvalsOf(runId), (items) => items.length === 1, 60_000).then((items) => items[0]!);

  it('four approvals wait through a killed worker and a restarted Temporal server, then each ends its own way', async () => {
    const title = `Budget ${Date.now()}`;
    const byLink = await startRun('Approve by link', [
      {
        name: 'ask',
        type: 'approval',
        title: lit(title),
        message: lit('Raise the ads budget?'),
        form: { type: 'object', properties: { budget: { type: 'number', minimum: 1 } }, required: ['budget'] },
        deadline: { after: 'P30D', then: 'reject' },
      },
      keep('budget', 'number', ref('ask', 'values', 'budget')),
    ]);
    const inApp = await startRun('Approve in the app', [
      { name: 'ask', type: 'approval', title: lit('Publish the feed?'), message: lit('The new feed is ready'), deadline: { after: 'P90D', then: 'fail' } },
    ]);
    const byDeadline = await startRun('Nobody answers', [
      { name: 'ask', type: 'approval', title: lit('Pause the campaign?'), message: lit('Silence means no'), deadline: { after: 'PT40S', then: 'reject' } },
    ]);
    const prices = [
      { sku: 'A', price: 10 },
      { sku: 'B', price: 20 },
      { sku: 'C', price: 30 },
      { sku: 'D', price: 40 },
    ];
    const itemByItem = await startRun('Price changes', [
      { name: 'ask', type: 'approval', title: lit('Apply price changes'), message: lit('Review each change'), items: lit(prices), deadline: { after: 'P7D', then: 'reject' } },
      keep('applied', 'list', ref('ask', 'approved')),
    ]);
    const [linkApproval, appApproval, , itemsApproval] = await Promise.all([waiting(byLink), waiting(inApp), waiting(byDeadline), waiting(itemByItem)]);

    // The request reached the approver by mail (with a link of their own) and in the bell.
    const mail = await smtp.waitFor((m) => m.subject.includes(title), 30_000);
    expect(mail.to).toEqual([user.email]);
    const token = /\/approve\/(apv_[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token, mail.text).toBeTruthy();
    const bell = await user.request('GET', `${ws}/notifications?period=lastWeek`);
    expect(bell.body.items.some((n: { event: string; title: string }) => n.event === 'APPROVAL_REQUESTED' && n.title === title)).toBe(true);

    // Everything restarts while the four wait.
    await killWorker(worker);
    await server.stop();
    server = await startServer();
    worker = await spawnWorker(workerEnv);

    // 1. The mailed link, without signing in: values that do not fit the form are refused, then it answers once.
    const link = `/api/approval-links/${token}`;
    expect((await stranger.request('GET', link)).body.state).toBe('open');
    const unfit = await stranger.request('POST', `${link}/answer`, { decision: 'approved', values: { budget: 'lots' } });
    expect(unfit.status).toBe(400);
    const answered = await eventually(() => stranger.request('POST', `${link}/answer`, { decision: 'approved', values: { budget: 120 } }), (r) => r.status !== 503, 60_000);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.approval).toMatchObject({ decision: 'approved', decidedBy: user.email, values: { budget: 120 } });
    const again = await stranger.request('POST', `${link}/answer`, { decision: 'rejected' });
    expect(again.status).toBe(410);
    expect(again.body.error.message).toBe('This approval link was already used; each link works once');
    expect((await stranger.request('GET', link)).body.state).toBe('used');
    await completed(byLink);
    expect(await stepOutput(user, user.workspaceId, byLink, 'budget')).toBe(120);

    // 2. In the app: another workspace's member gets 404; two answers race and exactly one wins.
    expect((await stranger.request('GET', `/api/workspaces/${stranger.workspaceId}/approvals/${appApproval.approvalId}`)).status).toBe(404);
    expect((await stranger.request('GET', `${ws}/approvals/${appApproval.approvalId}`)).status).toBe(404);
    const inbox = await user.request('GET', `${ws}/approvals`);
    expect(inbox.body.items.map((a: { approvalId: string }) => a.approvalId)).toContain(appApproval.approvalId);
    const race = await Promise.all([
      user.request('POST', `${ws}/approvals/${appApproval.approvalId}/answer`, { decision: 'approved', comment: 'ship it' }),
      user.request('POST', `${ws}/approvals/${appApproval.approvalId}/answer`, { decision: 'rejected' }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = race.find((r) => r.status === 200)!.body;
    await completed(inApp);
    const appOutput = (await stepOutput(user, user.workspaceId, inApp, 'ask')) as { decision: string; decidedBy: string; timedOut: boolean };
    expect(appOutput).toMatchObject({ decision: winner.decision, decidedBy: user.email, timedOut: false });
    const recorded = (await user.request('GET', `${ws}/approvals/${appApproval.approvalId}`)).body;
    expect(recorded.answers).toHaveLength(1);
    expect(recorded.answers[0]).toMatchObject({ by: user.email, via: 'app', decision: winner.decision });

    // 3. Items one by one: two of four approved.
    const half = await eventually(
      () => user.request('POST', `${ws}/approvals/${itemsApproval.approvalId}/answer`, { decision: 'approved', itemDecisions: ['approved', 'rejected', 'approved', 'rejected'] }),
      (r) => r.status !== 503,
      60_000,
    );
    expect(half.status, JSON.stringify(half.body)).toBe(200);
    await completed(itemByItem);
    expect(await stepOutput(user, user.workspaceId, itemByItem, 'applied')).toEqual([prices[0], prices[2]]);
    expect(await stepOutput(user, user.workspaceId, itemByItem, 'ask')).toMatchObject({ rejected: [prices[1], prices[3]] });

    // 4. Nobody answers: the deadline rejects, and says so.
    await completed(byDeadline);
    expect(await stepOutput(user, user.workspaceId, byDeadline, 'ask')).toMatchObject({ decision: 'rejected', timedOut: true, decidedBy: null });
    const late = (await approvalsOf(byDeadline))[0]!;
    expect(late.status).toBe('decided');
    const lateAnswer = await user.request('POST', `${ws}/approvals/${late.approvalId}/answer`, { decision: 'approved' });
    expect(lateAnswer.status).toBe(409);
    expect(linkApproval.status).toBe('pending');
  }, 300_000);

  it('a cancelled run and a run that times out close their pending approvals: out of the inbox, the link says so, answers get 409', async () => {
    const ask = (title: string) => ({ name: 'ask', type: 'approval', title: lit(title), message: lit('Nobody will answer'), deadline: { after: 'P30D', then: 'reject' } });
    const cancelTitle = `Cancelled ${Date.now()}`;
    const cancelled = await startRun('Cancelled while waiting', [ask(cancelTitle)]);
    const timedOut = await startRun('Times out while waiting', [ask('Too slow')], 'PT20S');
    const [toCancel, toTimeOut] = await Promise.all([waiting(cancelled), waiting(timedOut)]);
    const mail = await smtp.waitFor((m) => m.subject.includes(cancelTitle), 30_000);
    const token = /\/approve\/(apv_[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token, mail.text).toBeTruthy();

    expect((await user.request('POST', `${ws}/runs/${cancelled}/cancel`)).status).toBe(202);
    // The run watcher (in the API process in production) closes them once Temporal reports the runs closed.
    const closed = (runId: string) =>
      eventually(
        async () => {
          await sweepRunOutcomes({ db, temporal, mailer: noMailer });
          return (await approvalsOf(runId))[0]!;
        },
        (approval) => approval.status === 'closed',
        90_000,
      );
    expect(await closed(cancelled)).toMatchObject({ approvalId: toCancel.approvalId, status: 'closed', closedReason: 'cancelled', decision: null });
    expect(await closed(timedOut)).toMatchObject({ approvalId: toTimeOut.approvalId, status: 'closed', closedReason: 'timedOut' });

    const inbox = (await user.request('GET', `${ws}/approvals`)).body.items.map((a: { approvalId: string }) => a.approvalId);
    expect(inbox).not.toContain(toCancel.approvalId);
    expect(inbox).not.toContain(toTimeOut.approvalId);
    const closedTab = (await user.request('GET', `${ws}/approvals?status=closed`)).body.items.map((a: { approvalId: string }) => a.approvalId);
    expect(closedTab).toEqual(expect.arrayContaining([toCancel.approvalId, toTimeOut.approvalId]));
    const bell = await user.request('GET', `${ws}/notifications?period=lastWeek`);
    const notice = bell.body.items.find((n: { event: string; title: string }) => n.event === 'APPROVAL_REQUESTED' && n.title === cancelTitle);
    expect(notice?.resolved, JSON.stringify(notice)).toBeTruthy();

    const link = `/api/approval-links/${token}`;
    expect((await stranger.request('GET', link)).body).toMatchObject({ state: 'closed', approval: { status: 'closed', closedReason: 'cancelled' } });
    const byLink = await stranger.request('POST', `${link}/answer`, { decision: 'approved' });
    expect(byLink.status).toBe(409);
    expect(byLink.body.error.message).toBe('This approval was closed without a decision: its run was cancelled; it no longer takes answers');
    const inApp = await user.request('POST', `${ws}/approvals/${toTimeOut.approvalId}/answer`, { decision: 'approved' });
    expect(inApp.status).toBe(409);
    expect(inApp.body.error.message).toBe('This approval was closed without a decision: its run took longer than its timeout; it no longer takes answers');
  }, 180_000);
});
