import { describe, expect, it } from 'vitest';
import { runChangeOf } from './run-changes.js';

const call = (app: string, action: string, input: Record<string, unknown>) => ({ workspaceId: 'W', runId: 'R', stepPath: 'loop[2].mark', app, action, input });

describe('the ledger entry of a step', () => {
  it('records a write with its resource, id and fields, and nothing for a read', () => {
    expect(runChangeOf(call('shopify', 'products.update', { productId: '4711', title: 'Shoe', price: '19.99' }))).toMatchObject({
      app: 'shopify',
      action: 'products.update',
      resource: 'products',
      resourceId: '4711',
      fields: { productId: '4711', title: 'Shoe', price: '19.99' },
    });
    expect(runChangeOf(call('http', 'request.send', { method: 'get', url: 'https://shop.example/products' }))).toBeUndefined();
    expect(runChangeOf(call('http', 'request.send', { method: 'put', url: 'https://shop.example/products/17', body: { price: 2 } }))).toMatchObject({
      resource: 'shop.example/products/:id',
      resourceId: 'https://shop.example/products/17',
    });
  });

  it('keeps no secret: headers and secret-looking fields are redacted at any depth', () => {
    const change = runChangeOf(
      call('http', 'request.send', { method: 'post', url: 'https://x.example/a', headers: { Authorization: 'Bearer abc' }, body: { apiKey: 'k-123', nested: [{ password: 'p', name: 'n' }] } }),
    );
    expect(JSON.stringify(change)).not.toMatch(/abc|k-123|"p"/);
    expect(change?.fields).toEqual({ method: 'post', url: 'https://x.example/a', headers: '[redacted]', body: { apiKey: '[redacted]', nested: [{ password: '[redacted]', name: 'n' }] } });
  });
});
