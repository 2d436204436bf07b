import { describe, expect, it } from 'vitest';
import { Schedule } from './schedule.js';
import { Trigger } from './trigger.js';

const messages = (value: unknown) => {
  const parsed = Schedule.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('Schedule', () => {
  it('accepts every kind of docs/flow-language.md, with the defaults', () => {
    expect(Schedule.parse({ kind: 'unselected' })).toEqual({ kind: 'unselected' });
    expect(Schedule.parse({ kind: 'daily' })).toEqual({ kind: 'daily', hour: 4, weekdays: [] });
    expect(Schedule.parse({ kind: 'hourly', everyHours: 6 })).toEqual({ kind: 'hourly', everyHours: 6 });
    expect(Schedule.parse({ kind: 'weekly', weeksBetweenRuns: 2, weekdays: ['monday'] })).toEqual({
      kind: 'weekly',
      weeksBetweenRuns: 2,
      weekdays: ['monday'],
      hour: 4,
    });
    expect(Schedule.parse({ kind: 'monthly', dayOfMonth: 31, hour: 23 })).toMatchObject({ dayOfMonth: 31, hour: 23 });
    expect(Schedule.parse({ kind: 'dates', dates: ['2026-12-24T09:00:00Z'] })).toMatchObject({ kind: 'dates' });
    expect(Schedule.parse({ kind: 'cron', expression: '0 9 * * 1-5' })).toMatchObject({ kind: 'cron' });
  });

  it('keeps every bound', () => {
    expect(messages({ kind: 'weekly', weeksBetweenRuns: 5, weekdays: [] })).toEqual(['Weeks between runs must be between 1 and 4']);
    expect(messages({ kind: 'weekly', weeksBetweenRuns: 0, weekdays: [] })).toEqual(['Weeks between runs must be between 1 and 4']);
    expect(messages({ kind: 'monthly', dayOfMonth: 32 })).toEqual(['Day of month must be between 1 and 31']);
    expect(messages({ kind: 'monthly', dayOfMonth: 0 })).toEqual(['Day of month must be between 1 and 31']);
    expect(messages({ kind: 'daily', hour: 24 })).toEqual(['Hour must be between 0 and 23']);
    expect(messages({ kind: 'daily', hour: -1 })).toEqual(['Hour must be between 0 and 23']);
    expect(messages({ kind: 'hourly', everyHours: 0 })).toEqual(['The hourly interval must be a whole number of at least 1']);
    expect(messages({ kind: 'hourly', everyHours: 1.5 })).toHaveLength(1);
    expect(messages({ kind: 'dates', dates: ['2026-12-24T09:00:00Z', '2026-12-25T09:00:00Z'] })).toEqual(['At most 1 date can be selected']);
    expect(messages({ kind: 'daily', weekdays: ['someday'] })).toHaveLength(1);
  });

  it('wants 5 to 7 cron fields', () => {
    expect(messages({ kind: 'cron', expression: '0 9 * *' })).toEqual(['A cron expression needs 5 to 7 fields']);
    expect(messages({ kind: 'cron', expression: '0 0 9 * * 1-5 2026' })).toEqual([]);
    expect(messages({ kind: 'cron', expression: '0 0 9 * * 1-5 2026 x' })).toEqual(['A cron expression needs 5 to 7 fields']);
  });

  it('reads each cron field as Temporal does and names the bad one', () => {
    expect(messages({ kind: 'cron', expression: '61 * * * *' })).toEqual(['Cron minute "61": values must be between 0 and 59']);
    expect(messages({ kind: 'cron', expression: '*/0 * * * *' })).toEqual(['Cron minute "*/0": the step after / must be a whole number of at least 1']);
    expect(messages({ kind: 'cron', expression: 'x y z a b' })).toHaveLength(5);
  });
});

describe('Trigger', () => {
  it('defaults a change watch to every 30 minutes and the id path ["id"]', () => {
    const trigger = Trigger.parse({ type: 'changeWatch', app: 'shopify', action: 'products.list', changeType: 'create' });
    expect(trigger).toMatchObject({ frequencyMinutes: 30, idPath: ['id'], input: {} });
  });

  it('keeps the change-watch frequency within 1 to 1440 minutes', () => {
    const base = { type: 'changeWatch', app: 'shopify', action: 'products.list', changeType: 'update' };
    expect(Trigger.safeParse({ ...base, frequencyMinutes: 1440 }).success).toBe(true);
    const tooOften = Trigger.safeParse({ ...base, frequencyMinutes: 0 });
    expect(tooOften.error?.issues[0]?.message).toBe('The frequency must be between 1 and 1440 minutes');
    expect(Trigger.safeParse({ ...base, frequencyMinutes: 1441 }).success).toBe(false);
  });
});
