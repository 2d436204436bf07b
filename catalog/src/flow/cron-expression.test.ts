import { describe, expect, it } from 'vitest';
import { CRON_FIELD_COUNT_MESSAGE, cronExpressionIssues } from './cron-expression.js';

describe('cronExpressionIssues (Temporal Schedules rules)', () => {
  it.each([
    '0 9 * * 1-5',
    '*/15 * * * *',
    '5/10 0-23/2 1,15,31 jan-dec mon-fri',
    '0 0 1 FEB sun',
    '0 12 * * 7',
    '0 0 1 1 * 2030',
    '30 0 9 * * 1-5 2026',
    '0 0 9 * * * */2',
    '  0   9 * *   Tue  ',
  ])('accepts %s', (expression) => {
    expect(cronExpressionIssues(expression)).toEqual([]);
  });

  it.each([
    ['61 * * * *', 'Cron minute "61": values must be between 0 and 59'],
    ['*/0 * * * *', 'Cron minute "*/0": the step after / must be a whole number of at least 1'],
    ['0 24 * * *', 'Cron hour "24": values must be between 0 and 23'],
    ['0 0 0 * *', 'Cron day of month "0": values must be between 1 and 31'],
    ['0 0 * 13 *', 'Cron month "13": values must be between 1 and 12 (or names such as jan)'],
    ['0 0 * * 8', 'Cron day of week "8": values must be between 0 and 7 (or names such as mon)'],
    ['0 0 * * 5-2', 'Cron day of week "5-2": a range must end at or after its start, between 0 and 7 (or names such as mon)'],
    ['0 0 * * * 1999', 'Cron year "1999": values must be between 2000 and 2100'],
    ['60 0 0 * * * *', 'Cron second "60": values must be between 0 and 59'],
    ['1-2-3 * * * *', 'Cron minute "1-2-3": only one - is allowed'],
    ['1/2/3 * * * *', 'Cron minute "1/2/3": only one / is allowed'],
    ['1,,2 * * * *', 'Cron minute "1,,2": values must be between 0 and 59'],
    ['? * * * *', 'Cron minute "?": values must be between 0 and 59'],
    ['* * * * * * *', 'Cron second "*": a schedule fires at most once a minute, so the second must be a single value such as 0'],
    ['*/5 0 9 * * * *', 'Cron second "*/5": a schedule fires at most once a minute, so the second must be a single value such as 0'],
    ['0,30 * * * * * *', 'Cron second "0,30": a schedule fires at most once a minute, so the second must be a single value such as 0'],
    ['0-59 * * * * * *', 'Cron second "0-59": a schedule fires at most once a minute, so the second must be a single value such as 0'],
  ])('refuses %s naming the field', (expression, message) => {
    expect(cronExpressionIssues(expression)).toEqual([message]);
  });

  it('names every bad field and wants 5 to 7 fields', () => {
    expect(cronExpressionIssues('x y z a b')).toHaveLength(5);
    expect(cronExpressionIssues('x y z a b')[0]).toBe('Cron minute "x": values must be between 0 and 59');
    expect(cronExpressionIssues('@hourly')).toEqual([CRON_FIELD_COUNT_MESSAGE]);
    expect(cronExpressionIssues('0 9 * *')).toEqual([CRON_FIELD_COUNT_MESSAGE]);
    expect(cronExpressionIssues('TZ=Europe/Berlin 0 9 * * *')).toHaveLength(1);
  });
});
