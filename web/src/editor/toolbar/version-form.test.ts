import { describe, expect, it } from 'vitest';
import { CHANGE_NOTES_MAX, counter, VERSION_NAME_MAX, versionFormValid } from './version-form';

describe('version form limits', () => {
  it('counts characters against the seed limits', () => {
    expect(counter('abc', VERSION_NAME_MAX)).toEqual({ used: 3, max: 48, over: false, text: '3/48' });
    expect(counter('x'.repeat(49), VERSION_NAME_MAX).over).toBe(true);
    expect(counter('😀', 10).used).toBe(2);
  });

  it('accepts 48 and 640, rejects one more', () => {
    expect(versionFormValid('x'.repeat(48), 'y'.repeat(CHANGE_NOTES_MAX))).toBe(true);
    expect(versionFormValid('x'.repeat(48), 'y'.repeat(641))).toBe(false);
  });
});
