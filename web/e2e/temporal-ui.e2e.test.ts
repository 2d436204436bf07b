import { Client, Connection } from '@temporalio/client';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@tandem/services/api';
import { dataConverter } from '@tandem/platform/codec';
import { configFromEnv } from '@tandem/platform/config';
import { connectDatabase, type Db } from '@tandem/platform/db';
import { signUp, type TestUser } from '@tandem/services/testing';
import { startDevServer, type DevServer } from '@tandem/temporal/server';
import { freePort } from '../../scripts/test-env/global-setup';
import { launchBrowser, screenshots, browserSuite } from './browser';

/**
 * The real Temporal UI (its own dev server with the UI on) decoding through the API's codec endpoint
 * with the signed-in user's cookie: the owner sees the run's input in clear, a stranger does not.
 */
describe('the Temporal UI decodes payloads for the signed-in owner only', browserSuite, () => {
  let temporal: DevServer;
  let connection: Connection;
  let db: Db;
  let api: FastifyInstance;
  let browser: Browser;
  let owner: TestUser;
  let stranger: TestUser;
  let workflowId: string;

  beforeAll(async () => {
    const [port, uiPort, apiPort] = await Promise.all([freePort(), freePort(), freePort()]);
    temporal = await startDevServer({ port, uiPort, codecEndpoint: `http://localhost:${apiPort}/codec`, log: () => {} });
    connection = await Connection.connect({ address: temporal.address });
    db = connectDatabase(inject('databaseUrl'), 3);
    const config = { ...configFromEnv({}), cookieSecure: false, authRateLimit: 10_000, temporalUiUrl: temporal.uiUrl };
    api = await buildApp({ db, temporal: new Client({ connection, dataConverter: dataConverter(db, config) }), config });
    await api.listen({ port: apiPort, host: '127.0.0.1' });
    browser = await launchBrowser();
    [owner, stranger] = [await signUp(api, 'Owner'), await signUp(api, 'Stranger')];
    const ws = `/api/workspaces/${owner.workspaceId}`;
    const definition = { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'pause', type: 'wait', duration: 'PT1H' }] };
    const flow = await owner.request('POST', `${ws}/flows`, { name: 'Confidential margin report', definition });
    // No worker: the run waits, and its start event holds the encrypted input.
    const run = await owner.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    workflowId = `run_${run.body.runId}`;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await connection?.close();
    await db?.destroy();
    await temporal?.stop();
  });

  const historyAs = async (user: TestUser, stage: string) => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.addCookies(Object.entries(user.cookies).map(([name, value]) => ({ name, value, domain: 'localhost', path: '/' })));
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${temporal.uiUrl}/namespaces/default/workflows/${workflowId}`);
    await page.getByText(workflowId).first().waitFor({ timeout: 30_000 });
    /** Every address the UI asked for off the machine (its news feed, say): none. */
    const offTheMachine = () => requested.filter((url) => !/^(data:|blob:|https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/)/.test(url));
    return { page, offTheMachine, shot: () => screenshots(page, 'temporal-ui')(stage), close: () => context.close() };
  };

  it('shows the owner the run input in clear, asking nothing off the machine', async () => {
    const { page, offTheMachine, shot, close } = await historyAs(owner, 'owner');
    await page.getByText('Confidential margin report').first().waitFor({ timeout: 30_000 });
    await shot();
    expect(offTheMachine()).toEqual([]);
    await close();
  });

  it('shows a signed-in stranger no plaintext', async () => {
    const { page, shot, close } = await historyAs(stranger, 'stranger');
    await page.waitForTimeout(3_000);
    await shot();
    expect(await page.getByText('Confidential margin report').count()).toBe(0);
    await close();
  });
});
