import { describe, expect, it } from 'vitest';
import type { Notification, NotificationSettings } from '../api/types';
import { actionHref, canResolve, DEFAULT_PERIOD, NOTIFICATION_PERIODS, settingsChange, stateOf } from './notifications-model';

const base: Notification = {
  notificationId: 'N',
  workspaceId: 'W',
  createdAt: '2026-11-22T10:00:00Z',
  event: 'FAILED_FLOW',
  title: 'Flow failed',
  content: 'x',
  action: null,
  resolved: null,
  unresolvable: false,
  seen: null,
};
const on = { email: true, inApp: true };
const settings: NotificationSettings = {
  BROKEN_CONNECTION: on,
  LIMIT_REACHED: on,
  FAILED_FLOW: on,
  CREDIT_LIMIT_REACHED: on,
  CREDIT_LIMIT_ESTIMATED_TO_BE_REACHED: on,
  MANUAL_EXECUTION_COMPLETED: { email: false, inApp: true },
  APPROVAL_REQUESTED: { email: false, inApp: true },
};

describe('notifications model', () => {
  it('offers the seed periods with Last Month as default', () => {
    expect(NOTIFICATION_PERIODS).toEqual(['unresolved', 'lastWeek', 'last2Weeks', 'lastMonth']);
    expect(DEFAULT_PERIOD).toBe('lastMonth');
  });

  it('resolves only what is resolvable and not resolved yet', () => {
    expect(canResolve(base)).toBe(true);
    expect(canResolve({ ...base, unresolvable: true })).toBe(false);
    expect(canResolve({ ...base, resolved: { by: 'U', at: 'now' } })).toBe(false);
  });

  it('tells unseen, seen and resolved apart', () => {
    expect(stateOf(base)).toBe('unseen');
    expect(stateOf({ ...base, seen: { by: 'U', at: 'now' } })).toBe('seen');
    expect(stateOf({ ...base, seen: { by: 'U', at: 'now' }, resolved: { by: 'U', at: 'now' } })).toBe('resolved');
  });

  it('changes one channel of one event and never mails manual executions', () => {
    expect(settingsChange(settings, 'FAILED_FLOW', 'email', false)).toEqual({ FAILED_FLOW: { email: false, inApp: true } });
    expect(settingsChange(settings, 'MANUAL_EXECUTION_COMPLETED', 'email', true)).toEqual({ MANUAL_EXECUTION_COMPLETED: { email: false, inApp: true } });
    expect(settingsChange(settings, 'MANUAL_EXECUTION_COMPLETED', 'inApp', false)).toEqual({ MANUAL_EXECUTION_COMPLETED: { email: false, inApp: false } });
  });

  it('links actions into the app', () => {
    expect(actionHref('/w/W/runs/R')).toBe('/app/w/W/runs/R');
    expect(actionHref('/app/w/W')).toBe('/app/w/W');
    expect(actionHref('https://example.test/x')).toBe('https://example.test/x');
  });
});
