import { describe, expect, it } from 'vitest';
import type { RunStep } from '../api/types';
import { shownErrorType, shownRunStatus, statusByStep } from './run-step-status';

const step = (path: string, name: string, status: RunStep['status']): RunStep => ({ path, name, type: 'action', status, attempts: 1 });

describe('statusByStep', () => {
  it('gives each step name its most telling status over all iterations', () => {
    expect(
      statusByStep([
        step('load', 'load', 'succeeded'),
        step('loop[0].send', 'send', 'succeeded'),
        step('loop[1].send', 'send', 'failed'),
        step('loop[2].send', 'send', 'succeeded'),
        step('check.other', 'other', 'skipped'),
      ]),
    ).toEqual({ load: 'succeeded', send: 'failed', other: 'skipped' });
  });
});

describe('the run page’s words', () => {
  it('never shows a run as running once its flow failed', () => {
    expect(shownRunStatus({ status: 'running', error: { message: 'The shop answered 500', step: 'fetch' } })).toBe('failed');
    expect(shownRunStatus({ status: 'running', error: null })).toBe('running');
    expect(shownRunStatus({ status: 'completed', error: null })).toBe('completed');
  });

  it('shows no internal class name as an error type', () => {
    expect(shownErrorType('ApplicationFailure')).toBeUndefined();
    expect(shownErrorType('ActivityFailure')).toBeUndefined();
    expect(shownErrorType('Error')).toBeUndefined();
    expect(shownErrorType('RateLimited')).toBe('RateLimited');
  });
});
