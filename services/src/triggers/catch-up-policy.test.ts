import { ScheduleOverlapPolicy } from '@temporalio/client';
import { ScheduleTrigger } from '@tandem/catalog';
import { describe, expect, it } from 'vitest';
import { catchUpPolicies, SKIP_WINDOW_MS } from './catch-up-policy.js';

describe('catch-up policies of a schedule trigger', () => {
  it('map to the overlap policy and catch-up window Temporal gets', () => {
    expect(catchUpPolicies(undefined)).toEqual({ overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: 3_600_000 });
    expect(catchUpPolicies({ policy: 'all', windowMinutes: 15 })).toEqual({ overlap: ScheduleOverlapPolicy.BUFFER_ALL, catchupWindow: 900_000 });
    expect(catchUpPolicies({ policy: 'skip', windowMinutes: 600 })).toEqual({ overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: SKIP_WINDOW_MS });
  });

  it('refuse a window outside 1–1440 minutes with a message that names it', () => {
    const trigger = (windowMinutes: number) => ({ type: 'schedule', schedule: { kind: 'hourly', everyHours: 1 }, catchUp: { policy: 'all', windowMinutes } });
    expect(ScheduleTrigger.safeParse(trigger(1440)).success).toBe(true);
    expect(ScheduleTrigger.safeParse(trigger(1441)).error?.issues[0]?.message).toBe('The catch-up window must be between 1 and 1440 minutes');
    expect(ScheduleTrigger.safeParse(trigger(1.5)).error?.issues[0]?.message).toBe('The catch-up window must be a whole number of minutes');
    expect(ScheduleTrigger.safeParse({ ...trigger(5), catchUp: { policy: 'later' } }).success).toBe(false);
  });
});
