import { describe, expect, it } from 'vitest';
import { nameProblem, nameStem, uniqueName } from './step-names';

describe('step names', () => {
  it('makes valid stems from any text', () => {
    expect(nameStem('Send mail!')).toBe('Send_mail');
    expect(nameStem('42 rows')).toBe('step_42_rows');
    expect(nameStem('  ')).toBe('step');
    expect(nameStem('loop_12')).toBe('loop');
  });

  it('picks the first free numbered name', () => {
    expect(uniqueName('wait', new Set(['wait_1', 'wait_2']))).toBe('wait_3');
    expect(uniqueName('wait_1', new Set(['wait_1']))).toBe('wait_2');
  });

  it('checks names like flow-language.md', () => {
    expect(nameProblem('ok_name', new Set())).toBeNull();
    expect(nameProblem('', new Set())).toBe('empty');
    expect(nameProblem('has space', new Set())).toBe('pattern');
    expect(nameProblem('vars', new Set())).toBe('reserved');
  });
});
