import { describe, expect, it } from 'vitest';
import type { RunStep } from '../api/types';
import { statusByStep } from './run-step-status';

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
