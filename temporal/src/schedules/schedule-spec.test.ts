import { Client, Connection, type ScheduleSpec } from '@temporalio/client';
import { Schedule, type ScheduleInput } from '@tandem/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type {} from '@tandem/platform/testing';
import { scheduleSpec } from './schedule-spec.js';

/** Next fire times as the real Temporal server computes them for our spec. */
describe('scheduleSpec on a real Temporal server', () => {
  let connection: Connection;
  let client: Client;
  beforeAll(async () => {
    connection = await Connection.connect({ address: inject('temporalAddress') });
    client = new Client({ connection, namespace: `test-${process.env.VITEST_POOL_ID ?? '1'}` });
  });
  afterAll(() => connection?.close());

  let count = 0;
  async function nextTimes(input: ScheduleInput, startAt: string, anchor = startAt): Promise<string[]> {
    const spec = scheduleSpec(Schedule.parse(input), new Date(anchor)) as ScheduleSpec;
    const handle = await client.schedule.create({
      scheduleId: `spec-test-${Date.now()}-${count++}`,
      spec: { ...spec, startAt: new Date(startAt) },
      action: { type: 'startWorkflow', workflowType: 'nothing', taskQueue: 'nobody-listens', args: [] },
      state: { paused: true },
    });
    try {
      const description = await handle.describe();
      return description.info.nextActionTimes.slice(0, 5).map((d) => d.toISOString());
    } finally {
      await handle.delete();
    }
  }

  it('daily at the hour, on the chosen weekdays only', async () => {
    expect(await nextTimes({ kind: 'daily', hour: 6, weekdays: ['monday', 'friday'] }, '2030-01-01T00:00:00Z')).toEqual([
      '2030-01-04T06:00:00.000Z',
      '2030-01-07T06:00:00.000Z',
      '2030-01-11T06:00:00.000Z',
      '2030-01-14T06:00:00.000Z',
      '2030-01-18T06:00:00.000Z',
    ]);
    expect((await nextTimes({ kind: 'daily' }, '2030-01-01T05:00:00Z')).slice(0, 2)).toEqual([
      '2030-01-02T04:00:00.000Z',
      '2030-01-03T04:00:00.000Z',
    ]);
  });

  it('every X hours', async () => {
    const times = await nextTimes({ kind: 'hourly', everyHours: 6 }, '2030-01-01T01:00:00Z');
    expect(times.slice(0, 3)).toEqual(['2030-01-01T06:00:00.000Z', '2030-01-01T12:00:00.000Z', '2030-01-01T18:00:00.000Z']);
  });

  it('weekly every 3 weeks, starting in the week it went live', async () => {
    const times = await nextTimes(
      { kind: 'weekly', weeksBetweenRuns: 3, weekdays: ['wednesday'], hour: 9 },
      '2030-01-01T00:00:00Z', // a Tuesday
    );
    expect(times.slice(0, 3)).toEqual(['2030-01-02T09:00:00.000Z', '2030-01-23T09:00:00.000Z', '2030-02-13T09:00:00.000Z']);
  });

  it('monthly on day 31 runs on the last day of shorter months, leap years included', async () => {
    const times = await nextTimes({ kind: 'monthly', dayOfMonth: 31, hour: 4 }, '2027-12-15T00:00:00Z');
    expect(times).toEqual([
      '2027-12-31T04:00:00.000Z',
      '2028-01-31T04:00:00.000Z',
      '2028-02-29T04:00:00.000Z',
      '2028-03-31T04:00:00.000Z',
      '2028-04-30T04:00:00.000Z',
    ]);
    const plain = await nextTimes({ kind: 'monthly', dayOfMonth: 30, hour: 4 }, '2029-01-15T00:00:00Z');
    expect(plain.slice(0, 2)).toEqual(['2029-01-30T04:00:00.000Z', '2029-02-28T04:00:00.000Z']);
  });

  it('a specific date, once', async () => {
    expect(await nextTimes({ kind: 'dates', dates: ['2031-12-24T09:30:00Z'] }, '2030-01-01T00:00:00Z')).toEqual(['2031-12-24T09:30:00.000Z']);
  });

  it('cron with 5 fields, and with seconds and years', async () => {
    expect((await nextTimes({ kind: 'cron', expression: '0 9 * * 1-5' }, '2030-01-04T10:00:00Z')).slice(0, 2)).toEqual([
      '2030-01-07T09:00:00.000Z',
      '2030-01-08T09:00:00.000Z',
    ]);
    expect(await nextTimes({ kind: 'cron', expression: '30 0 12 1 1 * 2032' }, '2030-01-01T00:00:00Z')).toEqual(['2032-01-01T12:00:30.000Z']);
  });

  /** Whether the Temporal server takes the cron string as a schedule spec. */
  async function temporalAccepts(expression: string): Promise<boolean> {
    try {
      const handle = await client.schedule.create({
        scheduleId: `cron-test-${Date.now()}-${count++}`,
        spec: { cronExpressions: [expression] },
        action: { type: 'startWorkflow', workflowType: 'nothing', taskQueue: 'nobody-listens', args: [] },
        state: { paused: true },
      });
      await handle.delete();
      return true;
    } catch {
      return false;
    }
  }

  it('every cron expression the product accepts, Temporal accepts; the ones it refuses, Temporal refuses too', async () => {
    const expressions = [
      '0 9 * * 1-5',
      '*/15 * * * *',
      '5/10 0-23/2 1,15,31 jan-dec mon-fri',
      '0 12 * * 7',
      '0 0 9 * * * */2',
      '30 0 9 * * 1-5 2026',
      '0 0 1 FEB sun 2100',
      '61 * * * *',
      '*/0 * * * *',
      'x y z a b',
      '0 24 * * *',
      '0 0 * * 8',
      '0 0 * * 5-2',
      '0 0 * * * 1999',
      '1/2/3 * * * *',
    ];
    for (const expression of expressions) {
      const product = Schedule.safeParse({ kind: 'cron', expression }).success;
      expect(await temporalAccepts(expression), expression).toBe(product);
    }
  });

  it('unselected never fires', () => {
    expect(scheduleSpec({ kind: 'unselected' }, new Date('2030-01-01T00:00:00Z'))).toBeUndefined();
  });
});
