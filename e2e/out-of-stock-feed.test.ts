import {
  magentoFakeConnection,
  shopifyFakeConnection,
  shopware5FakeConnection,
  shopware6FakeConnection,
  startFake,
  type StartedFake,
  wooCommerceFakeConnection,
} from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack } from '../scripts/test-env/test-stack.js';

const FLOW = 'Mark out-of-stock products in the feed and notify the team chat';

interface ShopCase {
  app: string;
  label: string;
  /** Starts the shop's fake with twelve products and gives the connection's auth and config and its base URL. */
  start: () => Promise<{ close: () => Promise<void>; auth: unknown; config: unknown; baseUrl: string }>;
  /** Feed rows out of stock: products 3, 6, 9 and 12 have no stock (one row per variant, Magento one per product). */
  outOfStock: string[];
}

const started = async <F extends { close: () => Promise<void> }>(fake: F, connection: { auth: unknown; config: unknown; baseUrlOverrides: Record<string, string> }, app: string) => ({
  close: () => fake.close(),
  auth: connection.auth,
  config: connection.config,
  baseUrl: connection.baseUrlOverrides[app]!,
});

const shops: ShopCase[] = [
  {
    app: 'shopify',
    label: 'Shopify',
    start: async () => {
      const fake = await startFake('shopify', { seed: { products: 12 } });
      return started(fake, shopifyFakeConnection(fake), 'shopify');
    },
    outOfStock: ['20031', '20032', '20061', '20062', '20091', '20092', '20121', '20122'],
  },
  {
    app: 'shopware5',
    label: 'Shopware 5',
    start: async () => {
      const fake = await startFake('shopware5', { products: 12 });
      return started(fake, shopware5FakeConnection(fake), 'shopware5');
    },
    outOfStock: ['SKU-3-1', 'SKU-3-2', 'SKU-6-1', 'SKU-6-2', 'SKU-9-1', 'SKU-9-2', 'SKU-12-1', 'SKU-12-2'],
  },
  {
    app: 'shopware6',
    label: 'Shopware 6',
    start: async () => {
      const fake = await startFake('shopware6', { products: 12, accessKeyId: 'SWIAE2EOUTOFSTOCK' });
      return started(fake, shopware6FakeConnection(fake, 10), 'shopware6');
    },
    outOfStock: ['SKU-12-1', 'SKU-12-2', 'SKU-3-1', 'SKU-3-2', 'SKU-6-1', 'SKU-6-2', 'SKU-9-1', 'SKU-9-2'],
  },
  {
    app: 'woocommerce',
    label: 'WooCommerce',
    start: async () => {
      const fake = await startFake('woocommerce', { products: 12 });
      return started(fake, wooCommerceFakeConnection(fake), 'woocommerce');
    },
    outOfStock: ['1031', '1032', '1061', '1062', '1091', '1092', '1121', '1122'],
  },
  {
    app: 'magento',
    label: 'Magento',
    start: async () => {
      const fake = await startFake('magento', { products: 12 });
      return started(fake, magentoFakeConnection(fake), 'magento');
    },
    outOfStock: ['SKU-3', 'SKU-6', 'SKU-9', 'SKU-12'],
  },
];

/** The library flow runs through Temporal on each shop system's fake and the chat fake. */
describe(`the library flow "${FLOW}"`, () => {
  let stack: TestStack;
  let slack: StartedFake<'slack'>;
  let restoreSlack: () => void = () => {};

  beforeAll(async () => {
    slack = await startFake('slack');
    restoreSlack = pointAppsAt({ slack: slack.url });
    stack = await startTestStack();
  });
  afterAll(async () => {
    restoreSlack();
    await stack?.stop();
    await slack?.close();
  });

  it.each(shops)('runs end to end on $label', async ({ app, label, start, outOfStock }) => {
    const shop = await start();
    const restore = pointAppsAt({ [app]: shop.baseUrl });
    try {
      const user = await signUp(stack.app);
      const ws = `/api/workspaces/${user.workspaceId}`;
      for (const connection of [
        { app, name: label, auth: shop.auth, config: shop.config },
        { app: 'slack', name: 'Team chat', auth: null, config: { webhookUrl: slack.webhookUrl } },
      ]) {
        const created = await user.request('POST', `${ws}/connections`, connection);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
      }
      const library = await user.request('GET', `/api/library/flows?a=${app}`);
      const source = library.body.items.find((flow: { name: string }) => flow.name === FLOW);
      expect(source, `the ${label} flow is in the library`).toBeDefined();
      const copy = await user.request('POST', `${ws}/library/${source.flowId}/copy`);
      expect(copy.status).toBe(201);

      const run = await user.request('POST', `${ws}/flows/${copy.body.flowId}/runs`, {});
      const state = await waitForRun(user, run.body.runId);
      expect(state.status, JSON.stringify(state.error)).toBe('completed');

      const message = slack.messages.at(-1)?.text ?? '';
      expect(message.split('\n')[0]).toBe(`${outOfStock.length} items of the ${label} feed are out of stock and marked custom_label_0 = out_of_stock:`);
      expect(message.split('\n').slice(1, -1).map((line) => line.split(' ')[0])).toEqual(outOfStock);
      const url = new URL(/Marked feed: (\S+)$/.exec(message)?.[1] ?? 'http://missing/');
      const file = await stack.app.inject({ method: 'GET', url: url.pathname });
      expect(file.statusCode).toBe(200);
      const [header, ...rows] = file.body.trim().split('\r\n');
      expect(header?.split(',')).toEqual(expect.arrayContaining(['id', 'availability', 'price', 'custom_label_0']));
      expect(rows.filter((row) => row.endsWith(',out_of_stock'))).toHaveLength(outOfStock.length);
    } finally {
      restore();
      await shop.close();
    }
  }, 120_000);
});
