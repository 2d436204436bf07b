import { afterEach, describe, expect, it } from 'vitest';
import { shopware6FakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopware6CustomRequest } from './custom-request.js';

let fake: StartedFake<'shopware6'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopware6 custom.request', () => {
  it('calls a route as given, or loads all pages of a search into one list', async () => {
    fake = await startFake('shopware6', { accessKeyId: 'SWIAKEYCUSTOM' });
    const id = fake.products[0]!.id;
    const one = (await runAction(shopware6CustomRequest, { input: { path: `/product/${id}` }, ...shopware6FakeConnection(fake) })) as { status: number; body: { data: { id: string } } };
    expect([one.status, one.body.data.id]).toEqual([200, id]);
    const all = (await runAction(shopware6CustomRequest, {
      input: { method: 'post', path: '/search/product', body: { filter: [{ type: 'equals', field: 'parentId', value: null }] }, loadAllPages: true },
      ...shopware6FakeConnection(fake, 10),
    })) as { body: { data: unknown[] } };
    expect(all.body.data).toHaveLength(45);
    expect(fake.requests.filter((r) => r.path === '/api/search/product')).toHaveLength(5);
  });

  it('mutates unless the method is get, and needs a path below /api', async () => {
    expect(shopware6CustomRequest.mutatesFor?.({ method: 'get' } as never)).toBe(false);
    expect(shopware6CustomRequest.mutatesFor?.({ method: 'patch' } as never)).toBe(true);
    fake = await startFake('shopware6', { accessKeyId: 'SWIAKEYCUSTOM2' });
    await expect(runAction(shopware6CustomRequest, { input: { path: 'product' }, ...shopware6FakeConnection(fake) })).rejects.toThrow('The path must start with /');
    await expect(runAction(shopware6CustomRequest, { input: { path: '/_info/nope' }, ...shopware6FakeConnection(fake) })).rejects.toThrow(/404/);
  });
});
