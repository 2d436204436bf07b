import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness, type TestUser } from '@tandem/services/testing';
import { createWatchHealth, watchAlertAfterMs } from './watch-health.js';

describe('the health of a change watch', () => {
  let api: ApiHarness;
  let user: TestUser;
  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app);
  });
  afterAll(() => api?.stop());

  const health = () => createWatchHealth(api.db, { env: { WATCH_ALERT_AFTER_MINUTES: '10' } });
  const failing = (minutesAgo: number) => ({
    workspaceId: user.workspaceId,
    flowId: 'F_WATCHED',
    flowName: 'Watched shop',
    failingSince: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    lastError: 'http answered 503 Service Unavailable',
  });
  const notifications = () => api.db.selectFrom('notifications').selectAll().where('workspaceId', '=', user.workspaceId).orderBy('notificationId').execute();

  it('raises FAILED_FLOW once the failure lasted the set time, once, and resolves it when a poll works again', async () => {
    await health().report(failing(9));
    expect(await notifications()).toHaveLength(0);
    await health().report(failing(11));
    await health().report(failing(12));
    const [raised, ...more] = await notifications();
    expect(more).toHaveLength(0);
    expect(raised).toMatchObject({ event: 'FAILED_FLOW', title: 'The change watch of "Watched shop" is failing', resolvedAt: null });
    expect(raised?.content).toContain('http answered 503 Service Unavailable');
    expect(raised?.action).toEqual({ text: 'Open the flow', link: `/w/${user.workspaceId}/flows/F_WATCHED` });

    await health().report({ ...failing(0), failingSince: null, lastError: null });
    expect((await notifications())[0]).toMatchObject({ resolvedBy: 'tandem', resolvedAt: expect.any(Date) });
    // A later outage is news again.
    await health().report(failing(20));
    expect(await notifications()).toHaveLength(2);
  });

  it('reads the setting in minutes (15 by default) and refuses nonsense', () => {
    expect(watchAlertAfterMs({})).toBe(15 * 60_000);
    expect(watchAlertAfterMs({ WATCH_ALERT_AFTER_MINUTES: '0.5' })).toBe(30_000);
    expect(() => watchAlertAfterMs({ WATCH_ALERT_AFTER_MINUTES: 'soon' })).toThrow('WATCH_ALERT_AFTER_MINUTES must be a number of minutes, got "soon"');
  });
});
