import { describe, expect, it } from 'vitest';
import { orderedOptions } from '../ui/schema-form/ordered-options';
import { workspaceCurrency } from './workspace-currency';

describe("the workspace's currency in currency selects", () => {
  it('is the one its connections use most, else the billing currency (euros)', () => {
    expect(workspaceCurrency([])).toBe('EUR');
    expect(workspaceCurrency([{ config: { currency: 'CHF' } }, { config: { store: 'x' } }, { config: { currency: 'CHF' } }, { config: { currency: 'USD' } }])).toBe('CHF');
    expect(workspaceCurrency([{ config: null }, { config: { currency: 'not a code' } }])).toBe('EUR');
  });

  it('comes first, the others sorted', () => {
    expect(orderedOptions(['USD', 'AED', 'EUR', 'CHF'], ['EUR'])).toEqual(['EUR', 'AED', 'CHF', 'USD']);
    expect(orderedOptions(['b', 'a'], ['zzz'])).toEqual(['a', 'b']);
    expect(orderedOptions(['b', 'a'])).toEqual(['a', 'b']);
  });
});
