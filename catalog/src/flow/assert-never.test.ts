import { describe, expect, expectTypeOf, it } from 'vitest';
import { assertNever, UnreachableCodeError } from './assert-never.js';
import type { Step, StepType } from './step.js';

/** What a switch over every step type gives; one without a case fails the type check below. */
function label(step: Step): string {
  switch (step.type) {
    case 'action':
    case 'utility':
    case 'wait':
    case 'condition':
    case 'iterate':
    case 'approval':
      return step.type;
    default:
      return assertNever(step, 'step type');
  }
}

function unfinished(type: StepType): string {
  switch (type) {
    case 'action':
      return type;
    default:
      // @ts-expect-error: 'utility', 'wait', 'condition' and 'iterate' are not handled, so `type` is not never.
      return assertNever(type, 'step type');
  }
}

describe('assertNever', () => {
  it('takes only never: a switch that misses a step type does not type-check', () => {
    expectTypeOf(assertNever).parameter(0).toEqualTypeOf<never>();
    expectTypeOf(label).returns.toEqualTypeOf<string>();
    expect(unfinished('action')).toBe('action');
  });

  it('says "Unreachable Code Reached" and names what it did not expect when data outside the types reaches it', () => {
    const teleport = () => label({ type: 'teleport', name: 'x' } as unknown as Step);
    expect(teleport).toThrowError(new UnreachableCodeError('step type: teleport'));
    expect(teleport).toThrow(expect.objectContaining({ message: 'Unreachable Code Reached', unexpected: 'step type: teleport' }));
    expect(() => unfinished('wait')).toThrow(expect.objectContaining({ message: 'Unreachable Code Reached', unexpected: 'step type: wait' }));
  });
});
