import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '@tandem/platform/notifications/events';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

const DAY = 24 * 60 * 60 * 1000;

describe('notification routes', () => {
  let api: ApiHarness;
  let owner: TestUser;
  let colleague: TestUser;
  let stranger: TestUser;
  const base = () => `/api/workspaces/${owner.workspaceId}`;

  async function insert(event: NotificationEvent, daysAgo: number, extra: { unresolvable?: boolean; resolved?: boolean } = {}) {
    const notificationId = ulid(Date.now() - daysAgo * DAY);
    await api.db
      .insertInto('notifications')
      .values({
        notificationId,
        workspaceId: owner.workspaceId,
        createdAt: new Date(Date.now() - daysAgo * DAY),
        event,
        title: `${event} ${daysAgo}d`,
        content: 'content',
        action: JSON.stringify({ text: 'Open', link: '/w/x' }),
        unresolvable: extra.unresolvable ?? false,
        resolvedBy: extra.resolved ? owner.userId : null,
        resolvedAt: extra.resolved ? new Date() : null,
        seenBy: null,
        seenAt: null,
        dedupeKey: null,
      })
      .execute();
    return notificationId;
  }

  const titles = async (user: TestUser, query = '') => {
    const res = await user.request('GET', `${base()}/notifications${query}`);
    expect(res.status).toBe(200);
    return (res.body.items as { title: string }[]).map((n) => n.title);
  };

  beforeAll(async () => {
    api = await startApi();
    [owner, colleague, stranger] = [await signUp(api.app), await signUp(api.app), await signUp(api.app)];
    await api.db.insertInto('workspaceMembers').values({ workspaceId: owner.workspaceId, userId: colleague.userId }).execute();
  });
  afterAll(() => api?.stop());

  describe('listing by period', () => {
    beforeAll(async () => {
      await insert('FAILED_FLOW', 2);
      await insert('LIMIT_REACHED', 10, { resolved: true });
      await insert('CREDIT_LIMIT_REACHED', 20);
      await insert('MANUAL_EXECUTION_COMPLETED', 1, { unresolvable: true });
      await insert('BROKEN_CONNECTION', 45);
    });

    it('defaults to the last month, newest first, with the notification shape', async () => {
      const res = await owner.request('GET', `${base()}/notifications`);
      expect(res.body.nextCursor).toBeNull();
      expect(res.body.items.map((n: { title: string }) => n.title)).toEqual([
        'MANUAL_EXECUTION_COMPLETED 1d',
        'FAILED_FLOW 2d',
        'LIMIT_REACHED 10d',
        'CREDIT_LIMIT_REACHED 20d',
      ]);
      expect(res.body.items[2]).toMatchObject({
        workspaceId: owner.workspaceId,
        event: 'LIMIT_REACHED',
        content: 'content',
        action: { text: 'Open', link: '/w/x' },
        resolved: { by: owner.userId, at: expect.any(String) },
        unresolvable: false,
        seen: null,
      });
      expect(await titles(owner, '?period=lastMonth')).toHaveLength(4);
    });

    it('filters the last week and the last two weeks', async () => {
      expect(await titles(owner, '?period=lastWeek')).toEqual(['MANUAL_EXECUTION_COMPLETED 1d', 'FAILED_FLOW 2d']);
      expect(await titles(owner, '?period=last2Weeks')).toEqual(['MANUAL_EXECUTION_COMPLETED 1d', 'FAILED_FLOW 2d', 'LIMIT_REACHED 10d']);
    });

    it('"unresolved" lists open, resolvable notifications of any age', async () => {
      expect(await titles(owner, '?period=unresolved')).toEqual(['FAILED_FLOW 2d', 'CREDIT_LIMIT_REACHED 20d', 'BROKEN_CONNECTION 45d']);
    });

    it('refuses an unknown period with 400', async () => {
      const res = await owner.request('GET', `${base()}/notifications?period=lastYear`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
    });

    it('leaves out the events the member turned off in the app, for that member only', async () => {
      const put = await colleague.request('PUT', `${base()}/notification-settings`, { FAILED_FLOW: { email: true, inApp: false } });
      expect(put.status).toBe(200);
      expect(await titles(colleague, '?period=lastWeek')).toEqual(['MANUAL_EXECUTION_COMPLETED 1d']);
      expect(await titles(owner, '?period=lastWeek')).toEqual(['MANUAL_EXECUTION_COMPLETED 1d', 'FAILED_FLOW 2d']);
    });
  });

  it('seen: the first viewer is kept, a later view does not overwrite it', async () => {
    const id = await insert('FAILED_FLOW', 0);
    const first = await colleague.request('POST', `${base()}/notifications/${id}/seen`);
    expect(first.status).toBe(200);
    expect(first.body.seen).toEqual({ by: colleague.userId, at: expect.any(String) });
    const second = await owner.request('POST', `${base()}/notifications/${id}/seen`);
    expect(second.status).toBe(200);
    expect(second.body.seen).toEqual(first.body.seen);
  });

  it('resolve: records who and when, keeps the first resolver, and answers 409 when unresolvable', async () => {
    const id = await insert('CREDIT_LIMIT_REACHED', 0);
    const resolved = await owner.request('POST', `${base()}/notifications/${id}/resolve`);
    expect(resolved.status).toBe(200);
    expect(resolved.body.resolved).toEqual({ by: owner.userId, at: expect.any(String) });
    const again = await colleague.request('POST', `${base()}/notifications/${id}/resolve`);
    expect(again.body.resolved).toEqual(resolved.body.resolved);

    const info = await insert('MANUAL_EXECUTION_COMPLETED', 0, { unresolvable: true });
    const refused = await owner.request('POST', `${base()}/notifications/${info}/resolve`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'conflict', message: 'This notification cannot be resolved' } });
  });

  it("answers 404 for another workspace's notifications and changes nothing", async () => {
    const id = await insert('FAILED_FLOW', 0);
    const own = `/api/workspaces/${stranger.workspaceId}/notifications/${id}`;
    for (const path of [`${own}/seen`, `${own}/resolve`, `${base()}/notifications/${id}/seen`, `${base()}/notifications/${id}/resolve`]) {
      const res = await stranger.request('POST', path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await stranger.request('GET', `${base()}/notifications`)).status).toBe(404);
    expect((await stranger.request('GET', `${base()}/notification-settings`)).status).toBe(404);
    expect((await stranger.request('PUT', `${base()}/notification-settings`, { FAILED_FLOW: { email: false, inApp: false } })).status).toBe(404);
    const row = await api.db.selectFrom('notifications').selectAll().where('notificationId', '=', id).executeTakeFirstOrThrow();
    expect([row.seenAt, row.resolvedAt]).toEqual([null, null]);
  });

  it('an unknown notification id answers 404, a malformed one 400', async () => {
    expect((await owner.request('POST', `${base()}/notifications/${ulid()}/seen`)).status).toBe(404);
    expect((await owner.request('POST', `${base()}/notifications/nope/seen`)).status).toBe(400);
  });

  it('are described in the OpenAPI document', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    for (const path of ['notifications', 'notifications/{id}/seen', 'notifications/{id}/resolve', 'notification-settings', 'billing']) {
      expect(paths).toContain(`/api/workspaces/{ws}/${path}`);
    }
  });

  describe('settings', () => {
    it('default to both channels on, and in-app only for a finished manual run and an approval request', async () => {
      const res = await owner.request('GET', `${base()}/notification-settings`);
      expect(res.status).toBe(200);
      const on = { email: true, inApp: true };
      expect(res.body).toEqual({
        BROKEN_CONNECTION: on,
        LIMIT_REACHED: on,
        FAILED_FLOW: on,
        CREDIT_LIMIT_REACHED: on,
        CREDIT_LIMIT_ESTIMATED_TO_BE_REACHED: on,
        MANUAL_EXECUTION_COMPLETED: { email: false, inApp: true },
        APPROVAL_REQUESTED: { email: false, inApp: true },
      });
    });

    it("are the member's own: a change shows for that member and leaves the others", async () => {
      const put = await owner.request('PUT', `${base()}/notification-settings`, {
        LIMIT_REACHED: { email: false, inApp: true },
        MANUAL_EXECUTION_COMPLETED: { email: false, inApp: false },
      });
      expect(put.status).toBe(200);
      expect(put.body.LIMIT_REACHED).toEqual({ email: false, inApp: true });
      expect(put.body.MANUAL_EXECUTION_COMPLETED).toEqual({ email: false, inApp: false });
      expect(put.body.FAILED_FLOW).toEqual({ email: true, inApp: true });
      expect((await owner.request('GET', `${base()}/notification-settings`)).body).toEqual(put.body);
      expect((await colleague.request('GET', `${base()}/notification-settings`)).body.LIMIT_REACHED).toEqual({ email: true, inApp: true });
    });

    it('refuse mail for a finished manual run, unknown events and half-given channels', async () => {
      for (const body of [
        { MANUAL_EXECUTION_COMPLETED: { email: true, inApp: true } },
        { SOMETHING_ELSE: { email: true, inApp: true } },
        { FAILED_FLOW: { email: false } },
      ]) {
        const res = await owner.request('PUT', `${base()}/notification-settings`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.code).toBe('invalid_input');
      }
    });
  });
});
