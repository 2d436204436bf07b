import { lit } from '@tandem/catalog';
import { startFake, type StartedFake } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitKey } from '@tandem/platform/rate-limiter';
import { pointAppsAt } from '../../../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../../../scripts/test-env/test-stack.js';

const HOOK_ALERTS = '/services/T0123ABCD/B0456EFGH/alertsalertsalerts';
const HOOK_SHOP = '/services/T0123ABCD/B0999SHOP1/shopshopshopshop';
const MAIL_KEY = 'key-notification-run';

const notification = (connectionId: string, input: Record<string, unknown>) => ({
  name: 'notify',
  type: 'utility',
  utility: 'notification',
  input: Object.fromEntries(Object.entries({ connectionId, ...input }).map(([k, v]) => [k, lit(v)])),
});

/**
 * The notification utility on real runs (API → workflow → the app's activity → the fakes): it takes the
 * path of the channel's send action, with the connection the step names, that account's rate limit
 * bucket, the SDK's error classes and the connection's health.
 */
describe('notification steps go the way of the apps’ actions', () => {
  let stack: TestStack;
  let slack: StartedFake<'slack'>;
  let mailgun: StartedFake<'mailgun'>;
  let restoreUrls: () => void = () => {};
  let user: TestUser;
  let ws: string;

  beforeAll(async () => {
    slack = await startFake('slack', { webhooks: { [HOOK_ALERTS]: '#alerts', [HOOK_SHOP]: '#shop' } });
    mailgun = await startFake('mailgun', { apiKey: MAIL_KEY });
    restoreUrls = pointAppsAt({ slack: slack.url, mailgun: mailgun.url });
    stack = await startTestStack();
    user = await signUp(stack.app);
    ws = `/api/workspaces/${user.workspaceId}`;
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await slack?.close();
    await mailgun?.close();
  });

  const connect = async (app: string, name: string, auth: unknown, config: unknown): Promise<string> => {
    const created = await user.request('POST', `${ws}/connections`, { app, name, auth, config });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id;
  };
  const run = async (steps: unknown[]) => {
    const flow = await user.request('POST', `${ws}/flows`, { name: 'Notify', definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    return waitForRun(user, (await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {})).body.runId);
  };
  const connection = async (id: string) => (await user.request('GET', `${ws}/connections`)).body.items.find((c: { id: string }) => c.id === id);
  const brokenTitles = async () =>
    (await user.request('GET', `${ws}/notifications`)).body.items.filter((n: { event: string }) => n.event === 'BROKEN_CONNECTION').map((n: { title: string }) => n.title);
  /** The rate limit buckets of this workspace's steps (other test files share the database): its connections' or its own. */
  const buckets = async (app: string) => {
    const { workspaceId } = user;
    const connectionIds: string[] = (await user.request('GET', `${ws}/connections`)).body.items.map((c: { id: string }) => c.id);
    const mine = new Set([rateLimitKey(app, { workspaceId }), ...connectionIds.map((connectionId) => rateLimitKey(app, { connectionId, workspaceId }))]);
    const rows = await stack.db.selectFrom('rateLimitBuckets').select('key').where('key', 'like', `${app}:%`).orderBy('key').execute();
    return rows.map((b) => b.key).filter((key) => mine.has(key));
  };
  const arrivals = (path: string) => slack.requests.filter((r) => r.path === path).map((r) => r.receivedAt);

  let alerts: string;
  let shop: string;

  it('sends with the connection the step names; a 429 is waited out as Retry-After asks and the message arrives once', async () => {
    alerts = await connect('slack', 'Alerts', null, { webhookUrl: `https://hooks.slack.com${HOOK_ALERTS}` });
    shop = await connect('slack', 'Shop', null, { webhookUrl: `https://hooks.slack.com${HOOK_SHOP}` });
    slack.failNext({ status: 429, headers: { 'content-type': 'text/html', 'retry-after': '1' }, body: 'rate_limited' });

    const state = await run([notification(shop, { channel: 'slack', message: 'Stock is low' })]);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');
    expect(state.steps.map((s: { output: unknown }) => s.output)).toEqual([{ sent: true }]);
    expect(slack.messages.map((m) => [m.webhookPath, m.text])).toEqual([[HOOK_SHOP, 'Stock is low']]);
    const [refused, sent] = arrivals(HOOK_SHOP);
    expect(sent! - refused!).toBeGreaterThanOrEqual(1_000);
  });

  it('counts in the rate limit bucket of the app and the connection, together with the app’s actions', async () => {
    const before = arrivals(HOOK_ALERTS).length;
    // The action step runs once too: its throttled request is sent again after the wait, like the notification's.
    slack.failNext({ status: 429, headers: { 'content-type': 'text/html', 'retry-after': '1' }, body: 'rate_limited' });
    const state = await run([
      { name: 'post', type: 'action', app: 'slack', action: 'messages.send', connectionId: alerts, input: { message: lit('First') } },
      notification(alerts, { channel: 'slack', message: 'Second' }),
    ]);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');
    expect(slack.messages.filter((m) => m.webhookPath === HOOK_ALERTS).map((m) => m.text)).toEqual(['First', 'Second']);
    // Slack allows one message a second per webhook: the notification waited for the action's turn.
    const [refused, first, second] = arrivals(HOOK_ALERTS).slice(before);
    expect(first! - refused!).toBeGreaterThanOrEqual(1_000);
    expect(second! - first!).toBeGreaterThanOrEqual(900);
    expect(await buckets('slack')).toEqual([`slack:${alerts}`, `slack:${shop}`].sort());
  });

  it('a refused credential fails the step with the app’s message and marks that connection failing, as an action would', async () => {
    const good = await connect('mailgun', 'Shop mail', { token: MAIL_KEY }, { domain: 'mg.example.com', sender: 'Shop <alerts@mg.example.com>' });
    const bad = await connect('mailgun', 'Old mail', { token: 'key-revoked' }, { domain: 'mg.example.com', sender: 'Shop <alerts@mg.example.com>' });
    const mail = { channel: 'mailgun', to: 'owner@example.com', subject: 'Stock', message: 'Stock is low' };

    const refused = await run([notification(bad, mail)]);
    expect(refused.status).toBe('failed');
    expect(refused.error.message).toContain('mailgun answered 401 Unauthorized: Forbidden');
    expect(await connection(bad)).toMatchObject({ testedStatus: 'failing', failureReason: expect.stringContaining('mailgun answered 401') });
    expect(await brokenTitles()).toEqual(['The Mailgun connection "Old mail" stopped working']);

    const sent = await run([notification(good, mail)]);
    expect(sent.status, JSON.stringify(sent.error)).toBe('completed');
    expect(mailgun.messages).toEqual([expect.objectContaining({ to: ['owner@example.com'], subject: 'Stock', variables: { 'tandem-idempotency-key': expect.stringMatching(/:notify$/) } })]);
    expect((await connection(good)).testedStatus).not.toBe('failing');
    expect(await buckets('mailgun')).toEqual([`mailgun:${bad}`, `mailgun:${good}`].sort());

    slack.failNext({ status: 403, headers: { 'content-type': 'text/html' }, body: 'invalid_token' });
    const revoked = await run([notification(shop, { channel: 'slack', message: 'Hello' })]);
    expect(revoked.status).toBe('failed');
    expect(revoked.error.message).toContain('Slack rejected the webhook: invalid_token');
    expect(await connection(shop)).toMatchObject({ testedStatus: 'failing', failureReason: 'Slack rejected the webhook: invalid_token' });
    expect((await connection(alerts)).testedStatus).not.toBe('failing');
  });

  it('a 5xx and another 4xx fail the step with the API’s words and leave the connection as it is; the 5xx says why it was not sent again', async () => {
    const sentBefore = slack.messages.length;
    slack.failNext({ status: 503, headers: { 'content-type': 'text/html' }, body: 'service_unavailable' });
    const unavailable = await run([notification(alerts, { channel: 'slack', message: 'Down?' })]);
    expect(unavailable.status).toBe('failed');
    expect(unavailable.error.message).toContain('slack answered 503 Service Unavailable: service_unavailable. The step notify was not retried');
    slack.failNext({ status: 400, headers: { 'content-type': 'text/html' }, body: 'invalid_payload' });
    const refused = await run([notification(alerts, { channel: 'slack', message: 'Bad' })]);
    expect(refused.status).toBe('failed');
    expect(refused.error.message).toContain('slack answered 400 Bad Request: invalid_payload');
    expect(refused.error.message).not.toContain('not retried');
    expect(slack.messages.length).toBe(sentBefore);
    expect((await connection(alerts)).testedStatus).not.toBe('failing');
  });
});
