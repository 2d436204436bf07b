import { describe, expect, it } from 'vitest';
import { schemaOfSample } from './sample-schema';

describe('schemaOfSample', () => {
  it('describes objects by their keys and lists by their first item', () => {
    expect(schemaOfSample({ body: { products: [{ title: 'Red shoe', stock: 3, price: 59.9, live: true }] } })).toEqual({
      type: 'object',
      properties: {
        body: {
          type: 'object',
          properties: {
            products: {
              type: 'array',
              items: { type: 'object', properties: { title: { type: 'string' }, stock: { type: 'integer' }, price: { type: 'number' }, live: { type: 'boolean' } } },
            },
          },
        },
      },
    });
    expect(schemaOfSample([])).toEqual({ type: 'array', items: {} });
    expect(schemaOfSample(null)).toEqual({ type: 'null' });
  });
});
