import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/translate';
import { triggerText } from './trigger-summary';

const en = translator('en');
const de = translator('de');

describe('the trigger node in words', () => {
  it('says what each trigger does, not only its kind', () => {
    const schedule = (s: object) => triggerText({ type: 'schedule', schedule: s } as never, en);
    expect(schedule({ kind: 'daily', hour: 4, weekdays: [] })).toBe('Every day at 04:00 UTC');
    expect(schedule({ kind: 'daily', hour: 4, weekdays: ['monday', 'friday'] })).toBe('Mon, Fri at 04:00 UTC');
    expect(schedule({ kind: 'hourly', everyHours: 6 })).toBe('Every 6 hours');
    expect(schedule({ kind: 'weekly', weeksBetweenRuns: 2, weekdays: ['monday'], hour: 7 })).toBe('Every 2 weeks on Mon at 07:00 UTC');
    expect(schedule({ kind: 'monthly', dayOfMonth: 31, hour: 4 })).toBe('Monthly on day 31 at 04:00 UTC');
    expect(schedule({ kind: 'dates', dates: ['2026-12-24T09:00:00Z'] })).toBe('On 2026-12-24 09:00 UTC');
    expect(schedule({ kind: 'cron', expression: '0 9 * * 1-5' })).toBe('Cron 0 9 * * 1-5 (UTC)');
    expect(schedule({ kind: 'unselected' })).toBe('No schedule chosen yet');
    expect(triggerText({ type: 'webhook' }, en)).toBe('Webhook');
    expect(triggerText({ type: 'changeWatch', app: 'shopify', action: 'orders.list', input: {}, changeType: 'create', frequencyMinutes: 30, idPath: ['id'] }, en)).toBe(
      'Created items in shopify · orders.list, every 30 min',
    );
    expect(triggerText({ type: 'schedule', schedule: { kind: 'daily', hour: 4, weekdays: [] } }, de)).toBe('Täglich um 04:00 UTC');
  });
});
