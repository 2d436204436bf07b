import { describe, expect, it } from 'vitest';
import { cursorOf, diffItems, itemsOf } from './diff-items.js';

describe('change detection', () => {
  const a = { id: 1, title: 'A' };
  const b = { id: 2, title: 'B' };

  it('finds creates, updates and deletes by id, whatever the key order', () => {
    const before = cursorOf([a, b], ['id']);
    const after = cursorOf([{ title: 'A', id: 1 }, { id: 2, title: 'B2' }, { id: 3, title: 'C' }], ['id']);
    expect(diffItems(before, after)).toEqual([
      { change: 'update', item: { id: 2, title: 'B2' }, previous: b },
      { change: 'create', item: { id: 3, title: 'C' }, previous: null },
    ]);
    expect(diffItems(after, cursorOf([a], ['id'])).map((c) => c.change)).toEqual(['delete', 'delete']);
  });

  it('reads the list from the output, its only list property, or an HTTP body', () => {
    expect(itemsOf([a])).toEqual([a]);
    expect(itemsOf({ items: [a], total: 1 })).toEqual([a]);
    expect(itemsOf({ statusCode: 200, headers: {}, body: { products: [b] } })).toEqual([b]);
    expect(() => itemsOf({ count: 3 })).toThrow('did not return a list');
  });

  it('follows nested ids and skips items without one', () => {
    expect(Object.keys(cursorOf([{ product: { id: 'x' } }, { other: 1 }], ['product', 'id']))).toEqual(['"x"']);
  });
});
