import { describe, expect, it } from 'vitest';
import { creditShare, dayLabel, runTotals } from './home-model';

const credits = { plan: 'freemium' as const, used: 250, included: 1000, limit: 1000, periodStart: '', periodEnd: '' };

describe('the home page figures', () => {
  it('shows credits used against the limit, else the included credits', () => {
    expect(creditShare(credits)).toEqual({ used: 250, of: 1000, percent: 25, over: false });
    expect(creditShare({ ...credits, limit: null, included: 500, used: 900 })).toEqual({ used: 900, of: 500, percent: 100, over: true });
    expect(creditShare({ ...credits, limit: 0, used: 0 })).toMatchObject({ percent: 0, over: false });
  });

  it("labels days in the reader's language and sums the runs", () => {
    expect(dayLabel('2026-11-27', 'de')).toBe('27.11.');
    expect(dayLabel('2026-11-27', 'en')).toBe('11/27');
    expect(runTotals([{ day: 'x', succeeded: 2, failed: 1, running: 1, cancelled: 0 }, { day: 'y', succeeded: 0, failed: 2, running: 0, cancelled: 1 }])).toEqual({ total: 7, failed: 3 });
  });
});
