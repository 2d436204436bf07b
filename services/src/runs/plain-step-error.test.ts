import { describe, expect, it } from 'vitest';
import { plainStepError, withPlainError } from './plain-step-error.js';

describe('plainStepError', () => {
  it('drops Temporal’s class names from types and messages', () => {
    expect(plainStepError({ message: 'Activity task failed', type: 'ActivityFailure' })).toEqual({ message: 'The step failed', type: 'Error' });
    expect(plainStepError({ message: 'ApplicationFailure: The shop answered 500', type: 'ApplicationFailure' })).toEqual({ message: 'The shop answered 500', type: 'Error' });
    expect(plainStepError({ message: 'Activity task timed out', type: 'TimeoutFailure' })).toEqual({ message: 'The step took longer than its timeout', type: 'TimedOut' });
  });

  it('keeps the connectors’ own types and words', () => {
    expect(plainStepError({ message: 'ValidationError: name is required', type: 'NonRetryable' })).toEqual({ message: 'ValidationError: name is required', type: 'NonRetryable' });
    const step = { path: 'a', error: { message: 'Rate limited', type: 'RateLimited' } };
    expect(withPlainError(step)).toEqual(step);
    const fine: { path: string; error?: { message: string; type: string } } = { path: 'b' };
    expect(withPlainError(fine)).toEqual({ path: 'b' });
  });
});
