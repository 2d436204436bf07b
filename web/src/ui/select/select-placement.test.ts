import { describe, expect, it } from 'vitest';
import { filterOptions, selectPlacement } from './select-placement';

describe('selectPlacement', () => {
  it('opens downward with at most 40% of the viewport when there is room', () => {
    expect(selectPlacement({ top: 100, bottom: 130 }, 1000)).toEqual({ direction: 'down', maxHeight: 400 });
  });

  it('shrinks to the space below when that is under 40% but at least 200 px', () => {
    expect(selectPlacement({ top: 700, bottom: 730 }, 1000)).toEqual({ direction: 'down', maxHeight: 262 });
  });

  it('opens upward when less than 200 px are free below', () => {
    expect(selectPlacement({ top: 820, bottom: 850 }, 1000)).toEqual({ direction: 'up', maxHeight: 400 });
    expect(selectPlacement({ top: 500, bottom: 801 }, 1000).direction).toBe('up');
    expect(selectPlacement({ top: 500, bottom: 800 }, 1000).direction).toBe('down');
  });

  it('never gives a negative height', () => {
    expect(selectPlacement({ top: 0, bottom: 20 }, 100).maxHeight).toBe(0);
  });
});

describe('filterOptions', () => {
  const options = Array.from({ length: 30 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));

  it('filters by label or value, ignoring case, and says when more exist than shown', () => {
    expect(filterOptions(options, 'OPTION 1', 100).visible).toHaveLength(11);
    expect(filterOptions(options, '', 10)).toMatchObject({ more: true });
    expect(filterOptions(options, '', 10).visible).toHaveLength(10);
    expect(filterOptions(options, 'zzz', 10)).toEqual({ visible: [], more: false });
  });
});
