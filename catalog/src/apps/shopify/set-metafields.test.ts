import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopifySetMetafield } from './actions/metafields-set.js';
import { shopifySetMetafields } from './actions/metafields-set-many.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopify metafields', () => {
  it('v1 sets one typed metafield and points to v2', async () => {
    fake = await startFake('shopify');
    expect(shopifySetMetafield.replacedBy?.actionId).toBe('metafields.setMany');
    const output = await runAction(shopifySetMetafield, {
      input: { ownerId: 1001, namespace: 'custom', key: 'care', type: 'multi_line_text_field', value: 'Wash cold\nDry flat' },
      ...shopifyFakeConnection(fake),
    });
    expect(output).toEqual({ metafields: [expect.objectContaining({ namespace: 'custom', key: 'care', type: 'multi_line_text_field', value: 'Wash cold\nDry flat' })] });
    expect(fake.store.metafields[0]?.ownerId).toBe('gid://shopify/Product/1001');
  });

  it('v2 sets many metafields as namespace.key, serialises each kind, and sends at most 25 a call', async () => {
    fake = await startFake('shopify');
    const metafields = [
      { key: 'specs.weight', type: 'weight', value: { value: 1.5, unit: 'kg' } },
      { key: 'specs.launch', type: 'date', value: '2026-05-01' },
      { key: 'specs.colors', type: 'list.color', value: ['#FF0000', '#00ff00'] },
      { key: 'specs.price', type: 'money', value: { amount: 5, currencyCode: 'eur' } },
      { key: 'specs.rating', type: 'rating', value: { value: 4.5, scaleMin: 1, scaleMax: 5 } },
      { key: 'specs.count', type: 'number_integer', value: 3 },
      { key: 'specs.new', type: 'boolean', value: true },
      ...Array.from({ length: 23 }, (_, i) => ({ key: `bulk.k${i}`, type: 'single_line_text_field', value: `v${i}` })),
    ];
    const output = (await runAction(shopifySetMetafields, { input: { ownerId: 'gid://shopify/Collection/3001', metafields }, ...shopifyFakeConnection(fake) })) as { metafields: unknown[] };
    expect(output.metafields).toHaveLength(30);
    expect(fake.requests).toHaveLength(2);
    const values = Object.fromEntries(fake.store.metafields.slice(0, 7).map((m) => [m.key, m.value]));
    expect(values).toEqual({
      weight: '{"value":1.5,"unit":"kg"}',
      launch: '2026-05-01',
      colors: '["#FF0000","#00ff00"]',
      price: '{"amount":"5.00","currency_code":"EUR"}',
      rating: '{"value":"4.5","scale_min":"1","scale_max":"5"}',
      count: '3',
      new: 'true',
    });
  });

  it('checks each kind’s rules before calling the shop', async () => {
    fake = await startFake('shopify');
    const set = (metafield: Record<string, unknown>) => runAction(shopifySetMetafields, { input: { ownerId: 1001, metafields: [metafield] }, ...shopifyFakeConnection(fake!) });
    await expect(set({ key: 'nonamespace', type: 'boolean', value: true })).rejects.toThrow('Write the key as namespace.key');
    await expect(set({ key: 'a.b', type: 'date', value: '01.05.2026' })).rejects.toThrow('A date must look like YYYY-MM-DD');
    await expect(set({ key: 'a.b', type: 'url', value: 'not a url' })).rejects.toThrow('Please provide a valid URL');
    await expect(set({ key: 'a.b', type: 'color', value: 'red' })).rejects.toThrow('A color must look like #RRGGBB');
    await expect(set({ key: 'a.b', type: 'list.boolean', value: [true] })).rejects.toThrow(/zod validation failed/);
    await expect(set({ key: 'a.b', type: 'weight', value: { value: 1, unit: 'stone' } })).rejects.toThrow(/zod validation failed/);
    await expect(set({ key: 'a.b c', type: 'boolean', value: true })).rejects.toThrow('Use 1 to 256 letters, digits, _ or -');
    await expect(set({ key: 'a.b', type: 'single_line_text_field', value: 'two\nlines' })).rejects.toThrow('A single-line text must not contain line breaks');
    expect(fake.requests).toHaveLength(0);
  });
});
