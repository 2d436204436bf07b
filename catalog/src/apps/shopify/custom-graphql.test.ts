import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopifyCustomMutation } from './actions/custom-mutation.js';
import { shopifyCustomQuery } from './actions/custom-query.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopify custom query and mutation', () => {
  it('runs a query as given, or pages through the connection at the pagination path', async () => {
    fake = await startFake('shopify');
    const single = await runAction(shopifyCustomQuery, {
      input: { operation: 'query($id: ID!) { product(id: $id) { title vendor } }', variables: { id: 'gid://shopify/Product/1001' } },
      ...shopifyFakeConnection(fake),
    });
    expect(single).toEqual({ data: { product: { title: 'Product 1', vendor: 'Acme' } }, pageSize: null });
    const paged = (await runAction(shopifyCustomQuery, {
      input: {
        operation: 'query($first: Int!, $after: String) { collection(id: "gid://shopify/Collection/3001") { products(first: $first, after: $after) { nodes { handle } pageInfo { hasNextPage endCursor } } } }',
        paginationFunctionPath: 'collection.products',
        pageSize: 10,
      },
      ...shopifyFakeConnection(fake),
    })) as { data: Array<{ handle: string }>; pageSize: number };
    expect(paged.data).toHaveLength(25);
    expect(paged.data[24]).toEqual({ handle: 'product-25' });
    expect(paged.pageSize).toBe(10);
    expect(fake.requests.length - fake.throttled).toBe(4);
  });

  it('a paginated query must declare $first and $after: no undeclared variable is sent', async () => {
    fake = await startFake('shopify');
    const operation = 'query($first: Int!) { products(first: $first) { nodes { handle } pageInfo { hasNextPage endCursor } } }';
    await expect(runAction(shopifyCustomQuery, { input: { operation, paginationFunctionPath: 'products' }, ...shopifyFakeConnection(fake) })).rejects.toThrow(
      'With a pagination path the query must declare $first: Int! and $after: String (missing: $after)',
    );
    expect(fake.requests).toHaveLength(0);
    // The fake refuses undeclared variables as Shopify does.
    await expect(runAction(shopifyCustomQuery, { input: { operation: '{ shop { name } }', variables: { after: null } }, ...shopifyFakeConnection(fake) })).rejects.toThrow('Variable $after was provided but is not declared');
  });

  it('reports GraphQL errors and keeps queries and mutations apart', async () => {
    fake = await startFake('shopify');
    await expect(runAction(shopifyCustomQuery, { input: { operation: '{ shop { nope } }' }, ...shopifyFakeConnection(fake) })).rejects.toThrow(
      "shopify refused the request: Field 'nope' doesn't exist on type 'Shop'",
    );
    await expect(runAction(shopifyCustomQuery, { input: { operation: 'mutation { tagsAdd(id: "x", tags: []) { node { id } } }' }, ...shopifyFakeConnection(fake) })).rejects.toThrow(
      'A custom query cannot run a mutation',
    );
    await expect(runAction(shopifyCustomMutation, { input: { operation: '{ shop { name } }' }, ...shopifyFakeConnection(fake) })).rejects.toThrow('must start with "mutation"');
  });

  it('runs a mutation and returns its data with the user errors', async () => {
    fake = await startFake('shopify');
    const output = await runAction(shopifyCustomMutation, {
      input: { operation: 'mutation($id: ID!) { tagsAdd(id: $id, tags: ["vip"]) { node { id } userErrors { message } } }', variables: { id: 'gid://shopify/Product/1001' } },
      ...shopifyFakeConnection(fake),
    });
    expect(output).toEqual({ data: { tagsAdd: { node: { id: 'gid://shopify/Product/1001' }, userErrors: [] } }, pageSize: null });
    expect(fake.store.products[0]?.tags).toContain('vip');
  });
});
