import { lit, obj, op, ref } from '@tandem/catalog';
import { jsonResponse, startFake, startFakeServer, wooCommerceFakeConnection, type FakeServer, type StartedFake } from '@tandem/catalog/fakes';
import type { Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppsAt } from '../../scripts/test-env/point-apps-at';
import { browserSuite, screenshots, signUpThroughUi } from './browser';
import { useWebStack } from './use-web-stack';

/** Issue 36: recovering many failed runs at once from the app, and the runs a connection broke. */
let shop: FakeServer;
let woo: StartedFake<'woocommerce'>;
let restoreUrls: () => void = () => {};
/** The shop's token has expired: every write is refused with a 401 until this turns false. */
let expired = true;
/** Orders the shop accepted, by path: each must be written once. */
const accepted = new Map<string, number>();

beforeAll(async () => {
  shop = await startFakeServer(async (request) => {
    if (request.method === 'GET') return jsonResponse(200, { items: [{ sku: `A-${request.query.get('run')}`, qty: 1 }] });
    if (request.method === 'PUT' && request.path.startsWith('/orders/')) {
      if (expired) return jsonResponse(401, { error: 'token expired' });
      accepted.set(request.path, (accepted.get(request.path) ?? 0) + 1);
      return jsonResponse(200, { ok: true });
    }
    return jsonResponse(404, { error: 'not found' });
  });
  woo = await startFake('woocommerce', { products: 2 });
  restoreUrls = pointAppsAt({ woocommerce: woo.baseUrl });
});
afterAll(async () => {
  restoreUrls();
  await shop?.close();
  await woo?.close();
});

const { stack, browser } = useWebStack();
const docImage = (name: string) => fileURLToPath(new URL(`../../docs/images/${name}`, import.meta.url));

const read = (path: string) => ({ name: 'read', type: 'action', app: 'http', action: 'request.send', input: { url: lit(`${shop.url}${path}`), query: obj({ run: op('toText', ref('trigger', 'n')) }) } });
const write = () => ({
  name: 'write',
  type: 'action',
  app: 'http',
  action: 'request.send',
  input: { method: lit('put'), url: op('concat', lit(`${shop.url}/orders/`), op('toText', ref('trigger', 'n'))), body: obj({ items: ref('read', 'body', 'items') }) },
});
const definition = (steps: unknown[]) => ({ version: 1, trigger: { type: 'manual' }, steps });

/** The signed-in page's workspace and API calls with its session. */
async function api(page: Page) {
  const ws = /\/w\/([0-9A-Z]{26})/.exec(page.url())?.[1] ?? '';
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const headers = { 'x-csrf-token': csrf };
  const base = `${stack().baseUrl}/api/workspaces/${ws}`;
  const post = async (path: string, data: unknown = {}) => (await page.request.post(`${base}${path}`, { data, headers })).json();
  const patch = async (path: string, data: unknown) => (await page.request.patch(`${base}${path}`, { data, headers })).json();
  const get = async (path: string) => (await page.request.get(`${base}${path}`)).json();
  /** Starts a run and resolves once it has failed. */
  const failedRun = async (flowId: string, input: unknown) => {
    const { runId } = await post(`/flows/${flowId}/runs`, { input });
    await expect.poll(async () => (await get(`/runs/${runId}`)).status, { timeout: 60_000 }).toBe('failed');
    return runId as string;
  };
  return { ws, post, patch, get, failedRun };
}

describe('recovering failed runs in the browser', browserSuite, () => {
  it('previews the recovery (runs, steps sent again, the write warning, a version that does not fit), starts it, pauses, resumes, sees it finish', { timeout: 300_000 }, async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
    const shot = screenshots(page, 'recoveries');
    await signUpThroughUi(page, stack().baseUrl);
    const { ws, post, get, failedRun } = await api(page);
    const flow = await post('/flows', { name: 'Orders', definition: definition([read('/products'), write()]) });
    for (const n of [1, 2, 3]) await failedRun(flow.flowId, { n });
    // A newer version whose read changed but whose recorded output still fits, and one whose `read` is an iterate (a List: it does not fit).
    const fits = await post(`/flows/${flow.flowId}/versions`, { definition: definition([read('/products-v2'), write()]), name: 'Reads v2' });
    const misfit = { name: 'read', type: 'iterate', items: lit([1]), steps: [{ name: 'note', type: 'utility', utility: 'comment', input: {} }] };
    const misfits = await post(`/flows/${flow.flowId}/versions`, { definition: definition([misfit, write()]), name: 'Reads a list' });
    expect([fits.valid, misfits.valid], JSON.stringify([fits.issues, misfits.issues])).toEqual([true, true]);

    await page.goto(`${stack().baseUrl}/app/w/${ws}/runs?flowId=${flow.flowId}`);
    await page.getByTestId('run-row').first().waitFor();
    // The action is offered on the failed runs of one flow.
    expect(await page.getByRole('button', { name: 'Recover failed runs' }).count()).toBe(0);
    await page.getByTestId('runs-filters').getByLabel('Status').selectOption('failed');
    await page.getByRole('button', { name: 'Recover failed runs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recover failed runs' });
    const start = dialog.getByRole('button', { name: 'Start recovery' });
    await dialog.getByTestId('recover-many-count').getByText('3 failed runs would be recovered.').waitFor();
    expect(await dialog.getByTestId('recover-many-step').inputValue()).toBe('write');
    const row = dialog.getByTestId('recover-many-step-row');
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toMatch(/^write.*http · request\.send.*in 3 runs.*changes data/);
    expect(await dialog.getByTestId('recover-many-writes').textContent()).toContain('Careful: these steps change data in the app and are not idempotent: write.');

    await dialog.getByTestId('recover-many-version').selectOption({ label: 'Reads a list' });
    const mismatch = dialog.getByTestId('recover-many-mismatch');
    await mismatch.waitFor();
    expect(await mismatch.textContent()).toContain("the recorded output of step 'read'");
    expect(await start.isDisabled()).toBe(true);
    await shot('mismatch');

    await dialog.getByTestId('recover-many-version').selectOption({ label: 'Reads v2' });
    await mismatch.waitFor({ state: 'detached' });
    await expect.poll(() => start.isEnabled()).toBe(true);
    // Slow enough that the batch is still going when it is paused: one run every 10 s.
    await dialog.getByTestId('recover-many-rate').fill('6');
    await page.screenshot({ path: docImage('recover-many.png') });

    expired = false;
    await start.click();
    const progress = dialog.getByTestId('recovery-progress');
    await progress.waitFor();
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await dialog.getByTestId('recovery-status').getByText('Paused').waitFor();
    expect(await dialog.getByTestId('recovery-pending').textContent()).not.toContain('0 of 3');
    const { id: batchId } = await stack().db.selectFrom('recoveryBatches').select('id').where('flowId', '=', flow.flowId).executeTakeFirstOrThrow();
    expect((await get(`/recoveries/${batchId}`)).status).toBe('paused');
    await shot('paused');

    await dialog.getByRole('button', { name: 'Resume' }).click();
    await dialog.getByTestId('recovery-status').getByText(/Running|Done/).waitFor();
    await expect.poll(async () => (await get(`/recoveries/${batchId}`)).status, { timeout: 120_000 }).toBe('done');
    // The server's run outcome watcher keeps the runs index in step with Temporal; the web stack has none,
    // so the recovered runs are read here (as the watcher would) for the batch's counts to see them end.
    for (const { recoveredRunId } of (await get(`/recoveries/${batchId}`)).runs) {
      await expect.poll(async () => (await get(`/runs/${recoveredRunId}`)).status, { timeout: 60_000 }).toBe('completed');
    }
    await page.waitForSelector('[data-testid="recovery-progress"][data-settled="true"]', { timeout: 30_000 });
    expect(await dialog.getByTestId('recovery-done').textContent()).toContain('3 of 3');
    expect(await dialog.getByTestId('recovery-failed').textContent()).toContain('0 of 3');
    await shot('done');
    expect([...accepted.entries()].sort()).toEqual([
      ['/orders/1', 1],
      ['/orders/2', 1],
      ['/orders/3', 1],
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('a connection card offers to recover the runs it broke once fixed; the workspace switch turns recovery on by itself', { timeout: 300_000 }, async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const shot = screenshots(page, 'recoveries-connection');
    await signUpThroughUi(page, stack().baseUrl);
    const { ws, post, patch, get, failedRun } = await api(page);
    const { auth, config } = wooCommerceFakeConnection(woo);
    const connection = await post('/connections', { app: 'woocommerce', name: 'Shop', auth: { ...auth, secret: 'cs_expired' }, config });
    const step = { name: 'price', type: 'action', app: 'woocommerce', action: 'products.update', connectionId: connection.id, input: { productId: ref('trigger', 'productId'), salePrice: lit(5) } };
    const flow = await post('/flows', { name: 'Prices', definition: definition([step]) });
    const products = woo.products.map((p) => Number(p.id));
    for (const productId of products) await failedRun(flow.flowId, { productId });
    const writesTo = (productId: number) => woo.requests.filter((r) => r.method === 'PUT' && r.path.endsWith(`/products/${productId}`)).length;
    const before = products.map(writesTo);

    // The key is replaced; the member tests the connection and is offered the runs.
    await patch(`/connections/${connection.id}`, { auth });
    await page.goto(`${stack().baseUrl}/app/w/${ws}/connections`);
    const card = page.getByTestId('connection');
    await card.getByTestId('broken-runs').getByText('2 runs failed because of this connection.').waitFor();
    await card.getByRole('button', { name: 'Test' }).click();
    await card.getByTestId('test-result').getByText(/Working/).waitFor();
    await shot('offered');
    await card.getByRole('button', { name: 'Recover them' }).click();
    await card.getByText('Recovery started for 2 runs.').waitFor();
    await shot('recovering');
    await expect.poll(() => products.map(writesTo), { timeout: 120_000 }).toEqual(before.map((count) => count + 1));
    await expect.poll(async () => (await get(`/connections/${connection.id}/broken-runs`)).items, { timeout: 30_000 }).toEqual([]);

    await page.goto(`${stack().baseUrl}/app/w/${ws}/settings`);
    const toggle = page.getByTestId('auto-recover').getByRole('checkbox');
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await expect.poll(async () => (await get('')).autoRecoverRuns).toBe(true);
    await page.reload();
    await page.getByTestId('auto-recover').waitFor();
    expect(await page.getByTestId('auto-recover').getByRole('checkbox').isChecked()).toBe(true);
  });
});
