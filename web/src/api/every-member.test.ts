import { describe, expect, it } from 'vitest';
import { everyMember } from './every-member';

type Colour = 'red' | 'green' | 'blue';

describe('everyMember', () => {
  it('keeps a complete list as given, in its order', () => {
    expect(everyMember<Colour>()(['blue', 'red', 'green'])).toEqual(['blue', 'red', 'green']);
  });

  it('does not type-check a list that misses a member', () => {
    // @ts-expect-error: 'blue' is missing.
    expect(everyMember<Colour>()(['red', 'green'])).toHaveLength(2);
  });
});
