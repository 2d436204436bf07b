import { describe, expect, it } from 'vitest';
import { pageOf, visibleRange } from './virtual-range';

describe('visibleRange', () => {
  it('renders the rows in view plus overscan, clamped to the list', () => {
    expect(visibleRange(0, 100, 20, 1000, 2)).toEqual({ start: 0, end: 7 });
    expect(visibleRange(2000, 100, 20, 1000, 2)).toEqual({ start: 98, end: 107 });
    expect(visibleRange(19_990, 100, 20, 1000, 2)).toEqual({ start: 997, end: 1000 });
    expect(visibleRange(0, 100, 20, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('pageOf', () => {
  it('pages and clamps', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pageOf(items, 0, 10)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], page: 0, pages: 3 });
    expect(pageOf(items, 9, 10)).toMatchObject({ items: [20, 21, 22, 23, 24], page: 2 });
    expect(pageOf([], 0, 10)).toEqual({ items: [], page: 0, pages: 1 });
  });
});
