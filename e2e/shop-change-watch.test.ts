import { lit, op, ref } from '@tandem/catalog';
import { shopifyFakeConnection, startFake, type StartedFake, wooCommerceFakeConnection } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../scripts/test-env/eventually.js';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

/** Change watches on the shops' list actions through the API and Temporal: a new product, a new order. */
describe('change watches on shop systems', () => {
  let stack: TestStack;
  let user: TestUser;
  let shopify: StartedFake<'shopify'>;
  let woo: StartedFake<'woocommerce'>;
  let restore: () => void = () => {};
  const ws = () => `/api/workspaces/${user.workspaceId}`;

  beforeAll(async () => {
    shopify = await startFake('shopify', { seed: { products: 5 } });
    woo = await startFake('woocommerce', { products: 5 });
    restore = pointAppsAt({ shopify: shopify.baseUrl, woocommerce: woo.baseUrl });
    stack = await startTestStack();
    user = await signUp(stack.app);
    const shopifyConnection = shopifyFakeConnection(shopify);
    const wooConnection = wooCommerceFakeConnection(woo);
    for (const connection of [
      { app: 'shopify', name: 'Shop', auth: shopifyConnection.auth, config: shopifyConnection.config },
      { app: 'woocommerce', name: 'Woo', auth: wooConnection.auth, config: wooConnection.config },
    ]) {
      expect((await user.request('POST', `${ws()}/connections`, connection)).status).toBe(201);
    }
  });
  afterAll(async () => {
    restore();
    await stack?.stop();
    await shopify?.close();
    await woo?.close();
  });

  async function watch(name: string, trigger: Record<string, unknown>) {
    const steps = [{ name: 'seen', type: 'utility', utility: 'variable', input: { name: lit('seen'), valueType: lit('object'), value: ref('trigger') } }];
    const created = await user.request('POST', `${ws()}/flows`, { name, definition: { version: 1, trigger: { type: 'changeWatch', frequencyMinutes: 1, ...trigger }, steps } });
    expect(created.body.latestVersionId, JSON.stringify(created.body)).toBeTruthy();
    const flowId: string = created.body.flowId;
    expect((await user.request('PUT', `${ws()}/flows/${flowId}/live`, { versionId: created.body.latestVersionId })).status).toBe(200);
    const state = () => user.request('GET', `${ws()}/flows/${flowId}/trigger`).then((r) => r.body.watch);
    const baseline = await eventually(state, (w) => w?.baselineRecorded === true);
    expect(baseline, JSON.stringify(baseline)).toMatchObject({ baselineRecorded: true, lastError: null });
    return {
      baseline,
      pollAndRun: async () => {
        await user.request('POST', `${ws()}/flows/${flowId}/watch/poll`);
        const runs = await eventually(
          async () => (await user.request('GET', `${ws()}/runs?flowId=${flowId}`)).body.items as Array<{ runId: string }>,
          (r) => r.length > 0,
        );
        expect(runs).toHaveLength(1);
        const run = await waitForRun(user, runs[0]!.runId);
        expect(run.status).toBe('completed');
        await user.request('DELETE', `${ws()}/flows/${flowId}/live`);
        return run.trigger.payload as { change: string; item: Record<string, unknown> };
      },
    };
  }

  it('a watch on the hosted shop’s products starts a run for a product created since the last poll', async () => {
    const flow = await watch('New Shopify products', { app: 'shopify', action: 'products.listV3', input: { status: lit(['active']) }, changeType: 'create', idPath: ['id'] });
    expect(flow.baseline.itemsSeen).toBe(5);
    shopify.store.products.push({ ...shopify.store.products[0]!, id: 1099, title: 'Brand new', handle: 'brand-new' });
    const payload = await flow.pollAndRun();
    expect(payload).toMatchObject({ change: 'create', item: { id: 'gid://shopify/Product/1099', title: 'Brand new', status: 'active' } });
  }, 90_000);

  it('a watch on WooCommerce orders of the last days starts a run for a new order', async () => {
    const since = op('subtractDuration', op('now'), lit('P400D'));
    const until = op('addDuration', op('now'), lit('P1D'));
    const flow = await watch('New Woo orders', { app: 'woocommerce', action: 'orders.list', input: { period: { type: 'object', properties: { from: since, to: until } } }, changeType: 'create', idPath: ['id'] });
    const now = new Date().toISOString().slice(0, 19);
    woo.orders.push({ ...woo.orders[0]!, id: 999, number: '999', date_created_gmt: now });
    const payload = await flow.pollAndRun();
    expect(payload).toMatchObject({ change: 'create', item: { id: 999, number: '999' } });
  }, 90_000);
});
