import { Client, Connection } from '@temporalio/client';
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { lit } from '@tandem/catalog';
import { buildApp } from '@tandem/services/api';
import { outboxMailer, signUp, type TestUser } from '@tandem/services/testing';
import { dataConverter } from '@tandem/platform/codec';
import { configFromEnv } from '@tandem/platform/config';
import { connectDatabase, type Db } from '@tandem/platform/db';
import { platformWorkerDeps, startWorkers, type RunningWorkers } from '@tandem/workers';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually } from '../scripts/test-env/eventually.js';
import { freePort } from '../scripts/test-env/global-setup.js';
import { startTestTemporal, type TestTemporal } from '../scripts/test-env/test-temporal.js';

const scheduledStartTime = defineSearchAttributeKey('TemporalScheduledStartTime', SearchAttributeType.DATETIME);
/** The test's schedules fire every 5 s (the product's finest schedule is hourly: the test edits only the spec). */
const EVERY_MS = 5_000;
/** Long enough for several fires to fall entirely inside it and more than 10 s (skip's window) before its end. */
const OUTAGE_MS = 40_000;

/**
 * Each catch-up policy of a schedule trigger through a real outage: the API and workers as they are
 * wired, on a Temporal dev server of their own (its database kept on disk) that the test stops.
 */
describe('schedule catch-up after Temporal was down', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-catch-up-'));
  let port: number;
  let server: TestTemporal | undefined;
  let connection: Connection;
  let temporal: Client;
  let db: Db;
  let app: FastifyInstance;
  let workers: RunningWorkers;
  let user: TestUser;
  const startServer = () => startTestTemporal({ port, store: { dir: dataDir, name: 'catch_up' }, databaseUrl: inject('databaseUrl') });

  beforeAll(async () => {
    Runtime.install({ logger: new DefaultLogger('ERROR') });
    port = await freePort();
    server = await startServer();
    connection = await Connection.connect({ address: server.address });
    db = connectDatabase(inject('databaseUrl'), 5);
    const config = { ...configFromEnv({}), cookieSecure: false, authRateLimit: 10_000 };
    temporal = new Client({ connection, dataConverter: dataConverter(db, config) });
    app = await buildApp({ db, temporal, config, accountMailer: outboxMailer });
    workers = await startWorkers({ temporalAddress: server.address, db, ...platformWorkerDeps(db, { connectionSecretKey: config.connectionSecretKey }) });
    user = await signUp(app);
  }, 120_000);

  afterAll(async () => {
    await workers?.shutdown();
    await app?.close();
    await connection?.close();
    await db?.destroy();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ws = () => `/api/workspaces/${user.workspaceId}`;

  async function liveScheduleFlow(policy: 'once' | 'all' | 'skip'): Promise<string> {
    const trigger = { type: 'schedule', schedule: { kind: 'hourly', everyHours: 1 }, catchUp: { policy } };
    const steps = [{ name: 'note', type: 'utility', utility: 'transform', input: { list: lit([1]), mapping: lit(policy) } }];
    const created = await user.request('POST', `${ws()}/flows`, { name: `Catch-up ${policy}`, definition: { version: 1, trigger, steps } });
    expect(created.status).toBe(201);
    const live = await user.request('PUT', `${ws()}/flows/${created.body.flowId}/live`, { versionId: created.body.latestVersionId });
    expect(live.status).toBe(200);
    // The product's policies and action stay; only the spec fires faster.
    await temporal.schedule.getHandle(`flow_${created.body.flowId}`).update((previous) => ({ ...previous, spec: { intervals: [{ every: EVERY_MS }] } }));
    return created.body.flowId;
  }

  /** Each run of the flow's schedule: when it was due and when it started. */
  async function runsOf(flowId: string): Promise<{ due: number; started: number }[]> {
    const runs: { due: number; started: number }[] = [];
    for await (const execution of temporal.workflow.list({ query: `TemporalScheduledById = "flow_${flowId}"` })) {
      const due = execution.typedSearchAttributes.get(scheduledStartTime);
      if (due) runs.push({ due: due.getTime(), started: execution.startTime.getTime() });
    }
    return runs.sort((x, y) => x.due - y.due);
  }

  const skipNotices = (flowId: string) =>
    db.selectFrom('notifications').select(['title', 'content']).where('workspaceId', '=', user.workspaceId).where('dedupeKey', 'like', `SKIPPED_FIRES:${flowId}:%`).execute();

  it('once runs one catch-up run (two at most), all runs every missed fire, skip runs none; skipped fires are told once', async () => {
    const flows = { once: await liveScheduleFlow('once'), all: await liveScheduleFlow('all'), skip: await liveScheduleFlow('skip') };
    for (const flowId of Object.values(flows)) await eventually(() => runsOf(flowId), (runs) => runs.length >= 1, 60_000);

    await server!.stop();
    server = undefined;
    const stoppedAt = Date.now();
    await pause(OUTAGE_MS); // the outage itself is what is under test
    const restartBegan = Date.now();
    server = await startServer();
    const restartedAt = Date.now();

    /** Catch-up runs: started once the server was back, for fires due before it began to start. */
    const catchUps = async (flowId: string, dueBefore = restartBegan) =>
      (await runsOf(flowId)).filter((run) => run.started >= restartBegan && run.due < dueBefore).map((run) => run.due);
    const lastDueBeforeStop = async (flowId: string) => Math.max(...(await runsOf(flowId)).filter((run) => run.started < stoppedAt).map((run) => run.due));
    const firesBetween = (after: number, before: number) => Math.floor((before - 1) / EVERY_MS) - Math.floor(after / EVERY_MS);

    // Each schedule has run again on time after the outage (so any catch-up is done and checked).
    for (const flowId of Object.values(flows)) await eventually(() => runsOf(flowId), (runs) => runs.some((run) => run.due > restartedAt), 60_000);

    const missedByAll = firesBetween(await lastDueBeforeStop(flows.all), restartBegan);
    expect(missedByAll).toBeGreaterThanOrEqual(6);
    const all = await eventually(() => catchUps(flows.all), (dues) => dues.length >= missedByAll, 90_000);
    expect(all).toHaveLength(missedByAll);
    // One run for the missed fires, and at most one more that Temporal kept waiting behind it.
    const once = await catchUps(flows.once);
    expect(once.length).toBeGreaterThanOrEqual(1);
    expect(once.length).toBeLessThanOrEqual(2);
    // Under skip only a fire less than 10 s late runs (the server may have been back by then).
    expect(await catchUps(flows.skip, restartBegan - 11_000)).toHaveLength(0);

    const onceNotices = await eventually(() => skipNotices(flows.once), (rows) => rows.length >= 1);
    const skipNoticesFound = await eventually(() => skipNotices(flows.skip), (rows) => rows.length >= 1);
    expect(onceNotices[0]!.title).toBe('"Catch-up once" skipped scheduled runs');
    expect(skipNoticesFound[0]!.content).toMatch(/scheduled runs were skipped/);
    expect(await skipNotices(flows.all)).toHaveLength(0);
  }, 300_000);
});
