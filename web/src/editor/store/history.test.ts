import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, pushHistory, redoHistory, startHistory, undoHistory } from './history';

describe('history', () => {
  it('undoes and redoes in order, and a new change drops the redo stack', () => {
    let h = startHistory(1);
    h = pushHistory(h, 2);
    h = pushHistory(h, 3);
    h = undoHistory(h);
    expect(h.present).toBe(2);
    h = undoHistory(h);
    expect(h.present).toBe(1);
    expect(canUndo(h)).toBe(false);
    h = redoHistory(h);
    expect(h.present).toBe(2);
    h = pushHistory(h, 9);
    expect(canRedo(h)).toBe(false);
    expect(h.past).toEqual([1, 2]);
  });

  it('ignores no-op changes and undo/redo at the ends', () => {
    const h = startHistory({ a: 1 });
    expect(pushHistory(h, h.present)).toBe(h);
    expect(undoHistory(h)).toBe(h);
    expect(redoHistory(h)).toBe(h);
  });

  it('keeps at most `limit` past entries', () => {
    let h = startHistory(0);
    for (let i = 1; i <= 10; i++) h = pushHistory(h, i, 3);
    expect(h.past).toEqual([7, 8, 9]);
  });
});
