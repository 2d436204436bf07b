import { describe, expect, it } from 'vitest';
import { lit } from './expression-builders.js';
import { Step } from './step.js';
import { firstChangedStepBefore, namesOfPath } from './steps-before.js';

const action = (name: string, to = 'a') => Step.parse({ name, type: 'action', app: 'mailgun', action: 'messages.send', input: { to: lit(to) } });
const loop = (steps: Step[], items: unknown = [1, 2]) => Step.parse({ name: 'loop', type: 'iterate', items: lit(items), steps });

describe('firstChangedStepBefore', () => {
  it('reads the step names of a path', () => {
    expect(namesOfPath('loop_1[3].check.send')).toEqual(['loop_1', 'check', 'send']);
  });

  it('lets the failed step and the steps after it change, not those before', () => {
    const old = [action('one'), action('two'), action('three'), action('four')];
    expect(firstChangedStepBefore(old, [action('one'), action('two'), action('three', 'fixed'), action('five')], 'three')).toBeUndefined();
    expect(firstChangedStepBefore(old, [action('one'), action('two', 'changed'), action('three')], 'three')).toBe('two');
    expect(firstChangedStepBefore(old, [action('one'), action('three')], 'three')).toBe('two');
  });

  it('looks inside the iterate that holds the failed step', () => {
    const old = [action('one'), loop([action('pre'), action('send')])];
    expect(firstChangedStepBefore(old, [action('one'), loop([action('pre'), action('send', 'fixed')])], 'loop[4].send')).toBeUndefined();
    expect(firstChangedStepBefore(old, [action('one'), loop([action('pre', 'x'), action('send')])], 'loop[4].send')).toBe('pre');
    expect(firstChangedStepBefore(old, [action('one'), loop([action('pre'), action('send')], [3])], 'loop[4].send')).toBe('loop');
  });
});
