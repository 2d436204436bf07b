import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopifyCreateProduct } from './products-create.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopify products.create', () => {
  it('creates a product with images from URLs; status active and tracksInventory false by default', async () => {
    fake = await startFake('shopify');
    const output = (await runAction(shopifyCreateProduct, {
      input: { title: 'Rain Jacket', description: '<p>Dry</p>', images: ['https://images.example.com/jacket.jpg'], vendor: 'Acme', tags: ['rain'], categoryId: 'gid://shopify/TaxonomyCategory/aa-3' },
      ...shopifyFakeConnection(fake),
    })) as { product: Record<string, unknown> };
    expect(output.product).toMatchObject({
      title: 'Rain Jacket',
      status: 'active',
      vendor: 'Acme',
      tags: ['rain'],
      category: { id: 'gid://shopify/TaxonomyCategory/aa-3' },
      images: [{ url: 'https://images.example.com/jacket.jpg' }],
      variants: [expect.objectContaining({ title: 'Default Title' })],
    });
    const sent = JSON.parse(fake.requests[0]!.body) as { variables: { product: Record<string, unknown>; media: unknown[] } };
    expect(sent.variables.product).toMatchObject({ status: 'ACTIVE', descriptionHtml: '<p>Dry</p>' });
    // ProductCreateInput has no tracksInventory: it is not sent, and nothing else is when it is false.
    expect(sent.variables.product).not.toHaveProperty('tracksInventory');
    expect(fake.requests).toHaveLength(1);
    expect(sent.variables.media).toEqual([{ originalSource: 'https://images.example.com/jacket.jpg', mediaContentType: 'IMAGE' }]);
    expect(fake.store.products.at(-1)).toMatchObject({ title: 'Rain Jacket', status: 'ACTIVE' });
  });

  it('creates drafts, refuses other statuses and reports the shop’s user errors', async () => {
    fake = await startFake('shopify');
    const draft = (await runAction(shopifyCreateProduct, { input: { title: 'Draft', status: 'draft', tracksInventory: true }, ...shopifyFakeConnection(fake) })) as {
      product: { status: string };
    };
    expect(draft.product.status).toBe('draft');
    // Tracking belongs to the default variant's inventory item.
    const track = JSON.parse(fake.requests.at(-1)!.body) as { query: string; variables: { id: string; input: unknown } };
    expect(track.query).toContain('inventoryItemUpdate');
    expect(track.variables.input).toEqual({ tracked: true });
    expect(fake.store.inventoryItems.find((i) => `gid://shopify/InventoryItem/${i.id}` === track.variables.id)?.tracked).toBe(true);
    await expect(runAction(shopifyCreateProduct, { input: { title: 'X', status: 'archived' }, ...shopifyFakeConnection(fake) })).rejects.toThrow(/zod validation failed/);
    await expect(runAction(shopifyCreateProduct, { input: { title: 'X', images: ['not a url'] }, ...shopifyFakeConnection(fake) })).rejects.toThrow('Please provide a valid URL');
    await expect(
      runAction(shopifyCreateProduct, { input: { title: 'X', categoryId: 'gid://shopify/TaxonomyCategory/zz-9' }, ...shopifyFakeConnection(fake) }),
    ).rejects.toThrow('shopify productCreate refused the change: category: Category does not exist');
  });
});
