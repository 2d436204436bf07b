import { describe, expect, it } from 'vitest';
import { triggerIssues } from './trigger-issues';

describe('trigger issues', () => {
  it("places the catalogue's messages on their fields", () => {
    expect(triggerIssues({ type: 'schedule', schedule: { kind: 'daily', hour: 4, weekdays: [] } })).toEqual({});
    expect(triggerIssues({ type: 'schedule', schedule: { kind: 'hourly', everyHours: 0 } })).toEqual({ 'schedule.everyHours': 'The hourly interval must be a whole number of at least 1' });
    expect(triggerIssues({ type: 'schedule', schedule: { kind: 'weekly', weeksBetweenRuns: 5, weekdays: [], hour: 24 } })).toEqual({
      'schedule.weeksBetweenRuns': 'Weeks between runs must be between 1 and 4',
      'schedule.hour': 'Hour must be between 0 and 23',
    });
    expect(triggerIssues({ type: 'schedule', schedule: { kind: 'cron', expression: '0 9 *' } })).toEqual({ 'schedule.expression': 'A cron expression needs 5 to 7 fields' });
    expect(triggerIssues({ type: 'changeWatch', app: 'shopify', action: 'orders.list', changeType: 'create', frequencyMinutes: 0 })).toEqual({ frequencyMinutes: 'The frequency must be between 1 and 1440 minutes' });
  });
});
