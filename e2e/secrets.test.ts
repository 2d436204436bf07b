import { lit } from '@tandem/catalog';
import { SLACK_HOOKS_PREFIX } from '@tandem/catalog/apps';
import { startFake, type StartedFake } from '@tandem/catalog/fakes';
import { dataConverter } from '@tandem/platform/codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { decodedHistoryText } from '../scripts/test-env/decoded-history.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

/** Recognisable secrets: a Mailgun API key and the token part of a Slack webhook URL. */
const MAIL_KEY = 'key-SECRETmailgun0e2e7f3a9c41';
const HOOK_TOKEN = 'SECRETslackHook0e2e7f3a9c41';
const HOOK_PATH = `/services/T0E2E0SEC/B0E2E0SEC/${HOOK_TOKEN}`;
const secrets = [MAIL_KEY, HOOK_TOKEN];

describe('the secrets of connections appear in no API answer, log line or Temporal history', () => {
  let stack: TestStack;
  let slack: StartedFake<'slack'>;
  let mailgun: StartedFake<'mailgun'>;
  const logs: string[] = [];
  const answers: string[] = [];
  let restoreUrls: () => void = () => {};

  beforeAll(async () => {
    slack = await startFake('slack', { webhooks: { [HOOK_PATH]: '#shop' } });
    mailgun = await startFake('mailgun', { apiKey: MAIL_KEY });
    restoreUrls = pointAppsAt({ slack: slack.url, mailgun: mailgun.url });
    stack = await startTestStack({ logStream: { write: (line) => void logs.push(line) } });
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await Promise.all([slack?.close(), mailgun?.close()]);
  });

  /** The user's requests, with every answer kept for the grep. */
  const recorded = (user: TestUser): TestUser['request'] => async (method, url, body) => {
    const res = await user.request(method, url, body);
    answers.push(`${method} ${url} ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };

  it('runs flows through both connections, then finds the secrets nowhere', async () => {
    const user = await signUp(stack.app);
    const request = recorded(user);
    const ws = `/api/workspaces/${user.workspaceId}`;
    const chat = await request('POST', `${ws}/connections`, { app: 'slack', name: 'Team chat', auth: null, config: { webhookUrl: `${SLACK_HOOKS_PREFIX}${HOOK_PATH.slice(1)}` } });
    const mail = await request('POST', `${ws}/connections`, { app: 'mailgun', name: 'Shop mail', auth: { token: MAIL_KEY }, config: { domain: 'mg.example.com', sender: 'Shop <alerts@mg.example.com>' } });
    expect([chat.status, mail.status]).toEqual([201, 201]);
    await request('POST', `${ws}/connections/${chat.body.id}/test`);
    await request('POST', `${ws}/connections/${mail.body.id}/test`);
    await request('PATCH', `${ws}/connections/${mail.body.id}`, { name: 'Shop mail (renamed)' });

    const steps = [
      { name: 'post', type: 'action', app: 'slack', action: 'messages.send', connectionId: chat.body.id, input: { channel: lit('#shop'), message: lit('New order') } },
      { name: 'mail', type: 'action', app: 'mailgun', action: 'messages.send', connectionId: mail.body.id, input: { to: lit('team@example.com'), subject: lit('Hello'), text: lit('From a flow') } },
    ];
    const flow = await request('POST', `${ws}/flows`, { name: 'Chat and mail', definition: { version: 1, trigger: { type: 'manual' }, steps } });
    const runIds: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const started = await request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
      const state = await waitForRun(user, started.body.runId);
      answers.push(JSON.stringify(state));
      expect(state.status, JSON.stringify(state.error)).toBe('completed');
      runIds.push(started.body.runId);
    }
    expect(slack.messages).toHaveLength(2);
    expect(mailgun.messages).toHaveLength(2);
    await request('GET', `${ws}/connections`);
    await request('GET', `${ws}/runs`);
    for (const runId of runIds) await request('GET', `${ws}/runs/${runId}`);

    const converter = dataConverter(stack.db, stack.config);
    const histories = await Promise.all(runIds.map((runId) => decodedHistoryText(stack.temporal, converter, `run_${runId}`)));
    // The decoding worked: the step outputs are readable.
    expect(histories[0]).toContain('team@example.com');
    expect(logs.length).toBeGreaterThan(10);
    for (const [where, texts] of Object.entries({ logs, histories })) {
      for (const secret of secrets) expect(texts.filter((text) => text.includes(secret)), `${secret} in ${where}`).toEqual([]);
    }
    expect(answers.filter((text) => text.includes(MAIL_KEY))).toEqual([]);

    // The Temporal UI's way: the codec endpoint decodes the run's payloads for its owner only.
    const history = await stack.temporal.workflow.getHandle(`run_${runIds[0]}`).fetchHistory();
    const payloads = history.events?.flatMap((e) => [...(e.activityTaskScheduledEventAttributes?.input?.payloads ?? []), ...(e.activityTaskCompletedEventAttributes?.result?.payloads ?? [])]) ?? [];
    const body = { payloads: payloads.map((p) => ({ metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v!).toString('base64')])), data: Buffer.from(p.data ?? []).toString('base64') })) };
    const token = (await user.request('POST', '/api/tokens', { name: 'codec' })).body.token as string;
    const decode = (headers: Record<string, string>) => stack.app.inject({ method: 'POST', url: '/codec/decode', headers, payload: body });
    expect((await decode({})).statusCode).toBe(401);
    const decoded = await decode({ authorization: `Bearer ${token}` });
    expect(decoded.statusCode).toBe(200);
    const text = decoded.json().payloads.map((p: { data: string }) => Buffer.from(p.data, 'base64').toString()).join('\n');
    expect(text).toContain('team@example.com');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('keeps both secrets sealed in the database (the webhook URL is a secret config field)', async () => {
    const rows = await stack.db.selectFrom('connections').select(['config', 'authSealed']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const secret of secrets) expect(JSON.stringify(rows)).not.toContain(secret);
  });

  // The Slack webhook URL is the credential and lives in the connection's config: answers mask it.
  it('keeps the Slack webhook token out of API answers', () => {
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((text) => text.includes(HOOK_TOKEN))).toEqual([]);
  });
});
