import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

const note = { name: 'note', type: 'utility', utility: 'comment', input: { text: lit('x') } };

describe('POST /api/workspaces/:ws/schedule-preview', () => {
  let api: ApiHarness;
  let user: TestUser;
  const ws = () => `/api/workspaces/${user.workspaceId}`;
  const preview = (schedule: unknown) => user.request('POST', `${ws()}/schedule-preview`, { schedule });
  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app, 'Preview', undefined, { verified: true });
  });
  afterAll(() => api?.stop());

  it('answers the next five fire times Temporal computes, the same as the live schedule gets', async () => {
    const schedule = { kind: 'daily', hour: 4, weekdays: [] };
    const answer = await preview(schedule);
    expect(answer.status).toBe(200);
    const times = answer.body.fireTimes as string[];
    expect(times).toHaveLength(5);
    for (const time of times) expect(time).toMatch(/T04:00:00\.000Z$/);
    expect(new Date(times[0]!).getTime()).toBeGreaterThan(Date.now());

    const flow = (await user.request('POST', `${ws()}/flows`, { name: 'Nightly', definition: { version: 1, trigger: { type: 'schedule', schedule }, steps: [note] } })).body;
    expect((await user.request('PUT', `${ws()}/flows/${flow.flowId}/live`, { versionId: flow.latestVersionId })).status).toBe(200);
    const info = (await user.request('GET', `${ws()}/flows/${flow.flowId}/trigger`)).body;
    expect(info.nextFireTimes).toEqual(times);
    await user.request('DELETE', `${ws()}/flows/${flow.flowId}/live`);
  });

  it('reads cron, weekly and monthly schedules and leaves no schedule behind', async () => {
    const cron = (await preview({ kind: 'cron', expression: '30 9 * * 1-5' })).body.fireTimes as string[];
    expect(cron).toHaveLength(5);
    for (const time of cron) {
      expect(time).toMatch(/T09:30:00\.000Z$/);
      expect([1, 2, 3, 4, 5]).toContain(new Date(time).getUTCDay());
    }
    const weekly = (await preview({ kind: 'weekly', weeksBetweenRuns: 2, weekdays: ['monday'], hour: 6 })).body.fireTimes as string[];
    expect(weekly.map((t) => new Date(t).getUTCDay())).toEqual([1, 1, 1, 1, 1]);
    expect(new Date(weekly[1]!).getTime() - new Date(weekly[0]!).getTime()).toBe(14 * 86_400_000);
    const monthly = (await preview({ kind: 'monthly', dayOfMonth: 31, hour: 4 })).body.fireTimes as string[];
    // A short month runs on its last day.
    for (const time of monthly) {
      const date = new Date(time);
      expect(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()).toBe(date.getUTCDate());
    }
    expect((await preview({ kind: 'unselected' })).body).toEqual({ fireTimes: [] });

    const left: string[] = [];
    for await (const schedule of api.temporal.schedule.list()) if (schedule.scheduleId.startsWith('preview_')) left.push(schedule.scheduleId);
    expect(left).toEqual([]);
  });

  it('answers a bad schedule with 400 and the validation message of its field', async () => {
    const hourly = await preview({ kind: 'hourly', everyHours: 0 });
    expect(hourly.status).toBe(400);
    expect(hourly.body.error.issues).toContainEqual({ path: ['body', 'schedule', 'everyHours'], message: 'The hourly interval must be a whole number of at least 1' });
    const cron = await preview({ kind: 'cron', expression: '0 9 * *' });
    expect(cron.status).toBe(400);
    expect(cron.body.error.issues.map((i: { message: string }) => i.message)).toContain('A cron expression needs 5 to 7 fields');
    const hour = await preview({ kind: 'daily', hour: 24, weekdays: [] });
    expect(hour.body.error.issues.map((i: { message: string }) => i.message)).toContain('Hour must be between 0 and 23');
  });
});
