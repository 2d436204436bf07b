import { describe, expect, it } from 'vitest';
import { replacementOf } from './replacement';

const actions = [
  { id: 'budgets.update', displayName: 'Set budget (micros)', replacedBy: { actionId: 'budgets.change', reason: 'Whole units instead of micros.' } },
  { id: 'budgets.change', displayName: 'Change budget' },
  { id: 'old.gone', displayName: 'Old', replacedBy: { actionId: 'new.hidden', reason: 'r' } },
];

describe('replacementOf', () => {
  it('points an older action to the newer one by name, with the reason', () => {
    expect(replacementOf(actions[0], actions)).toEqual({ actionId: 'budgets.change', name: 'Change budget', reason: 'Whole units instead of micros.' });
    expect(replacementOf(actions[1], actions)).toBeUndefined();
    expect(replacementOf(actions[2], actions)?.name).toBe('new.hidden');
    expect(replacementOf(undefined, actions)).toBeUndefined();
  });
});
