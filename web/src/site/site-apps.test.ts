import { describe, expect, it } from 'vitest';
import { appName, readableStepName } from './site-apps';

describe('names the site shows', () => {
  it('reads step names as words', () => {
    expect(readableStepName('check_pages')).toBe('Check pages');
    expect(readableStepName('sendWeeklyReport')).toBe('Send weekly report');
    expect(readableStepName('alert-team')).toBe('Alert team');
  });
  it('names apps by their names, not their ids', () => {
    expect(appName('google-ads')).toBe('Google Ads');
    expect(appName('unknown-app')).toBe('unknown-app');
  });
});
