import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { egressStub } from '../../testing/egress-stub.js';
import { jsonResponse, startFakeServer } from '../../testing/fake-server.js';
import { defineAction } from '../define-action.js';
import { defineApp } from '../define-app.js';
import { EgressRefusedError } from '../errors/index.js';
import { runAction } from './run-action.js';

/** A self-hosted service: the connection names its base URL. */
const selfHosted = defineApp({
  id: 'self-hosted',
  name: 'Self-hosted',
  shortName: 'Self-hosted',
  description: 'A shop on its own server',
  service: 'Shop API',
  authentication: 'token',
  configurable: true,
  capabilities: ['actions'],
  premium: false,
  eCommerceRelevant: true,
  tutorial: {},
  baseUrl: (config) => config.url,
  config: z.object({ url: z.string() }),
});

const listOrders = defineAction({
  app: selfHosted,
  id: 'orders.list',
  displayName: 'List orders',
  description: 'Lists orders',
  categories: [],
  mutates: false,
  input: z.object({}),
  output: z.unknown(),
  async run({ http }) {
    return (await http.get('/orders')).body;
  },
});

describe('runAction under the egress policy', () => {
  it.each([
    ['http://10.0.0.1:8080', 'private'],
    ['http://169.254.169.254', 'link-local'],
    ['http://[fd00::1]', 'private (unique local)'],
    ['http://2130706433:5432', 'loopback'],
  ])("refuses a connection's base URL %s (%s) without connecting", async (url, range) => {
    const server = await startFakeServer(() => jsonResponse(200, []));
    try {
      const egress = egressStub(server.url);
      const error = await runAction(listOrders, { input: {}, auth: { token: 't' }, config: { url }, egress, env: {} }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EgressRefusedError);
      expect((error as Error).message).toContain(`: ${range} addresses are refused`);
      expect(egress.connections).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('lets a public base URL through to the address it resolved', async () => {
    const server = await startFakeServer(() => jsonResponse(200, [{ id: 1 }]));
    try {
      const egress = egressStub(server.url, { 'shop.example': ['93.184.215.14'] });
      await expect(runAction(listOrders, { input: {}, auth: { token: 't' }, config: { url: 'https://shop.example' }, egress, env: {} })).resolves.toEqual([{ id: 1 }]);
      expect(egress.connections).toEqual([{ address: '93.184.215.14', port: 443, tls: true, servername: 'shop.example' }]);
    } finally {
      await server.close();
    }
  });
});
