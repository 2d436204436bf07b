import { lit, ref } from '@tandem/catalog';
import { jsonResponse, startFake, startFakeServer, type FakeServer, type StartedFake } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppsAt } from '../../../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../../../scripts/test-env/test-stack.js';

const MAIL_KEY = 'key-invalid-input';
const utility = (id: string, input: Record<string, unknown>) => ({ name: 'io', type: 'utility', utility: id, input });

/**
 * Every I/O step whose input does not fit its schema fails the same way, at once: non-retryable, one
 * attempt, "Invalid input, zod validation failed" with the issues. The inputs come from the trigger, so
 * the type checker cannot refuse them before the run (literals it would).
 */
describe('an I/O step with an invalid input', () => {
  let stack: TestStack;
  let slack: StartedFake<'slack'>;
  let mailgun: StartedFake<'mailgun'>;
  let api: FakeServer;
  let restoreUrls: () => void = () => {};
  let user: TestUser;
  let ws: string;
  let chat: string;
  let mail: string;
  let answers: number[] = [];

  beforeAll(async () => {
    slack = await startFake('slack');
    mailgun = await startFake('mailgun', { apiKey: MAIL_KEY });
    api = await startFakeServer(() => jsonResponse(answers.shift() ?? 404, { error: 'no' }));
    restoreUrls = pointAppsAt({ slack: slack.url, mailgun: mailgun.url });
    stack = await startTestStack();
    user = await signUp(stack.app);
    ws = `/api/workspaces/${user.workspaceId}`;
    chat = (await user.request('POST', `${ws}/connections`, { app: 'slack', name: 'Chat', auth: null, config: { webhookUrl: slack.webhookUrl } })).body.id;
    mail = (await user.request('POST', `${ws}/connections`, { app: 'mailgun', name: 'Mail', auth: { token: MAIL_KEY }, config: { domain: 'mg.example.com', sender: 'Shop <a@mg.example.com>' } })).body.id;
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await Promise.all([slack?.close(), mailgun?.close(), api?.close()]);
  });

  const run = async (step: unknown, input: unknown) => {
    const flow = await user.request('POST', `${ws}/flows`, { name: `Invalid ${Date.now()}`, definition: { version: 1, trigger: { type: 'manual' }, steps: [step] } });
    expect(flow.body.latestVersionId, JSON.stringify(flow.body)).toBeTruthy();
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, { input });
    const state = await waitForRun(user, started.body.runId);
    return { state, step: state.steps.find((s: { path: string }) => s.path === 'io') };
  };

  const expectInvalid = async (step: unknown, input: unknown, path: (string | number)[]) => {
    const { state, step: io } = await run(step, input);
    expect(state.status).toBe('failed');
    expect(state.error).toEqual({ message: expect.stringMatching(/^Invalid input, zod validation failed: /), step: 'io' });
    expect(io).toMatchObject({ status: 'failed', attempts: 1, error: { message: state.error.message, type: 'ConnectorNonRetryableError' } });
    expect(io.error.issues.map((issue: { path: unknown }) => issue.path)).toContainEqual(path);
  };

  it('download: a name over 255 characters', async () => {
    const step = utility('download', { name: ref('trigger', 'name'), file: lit('report.csv'), data: lit([{ a: 1 }]) });
    await expectInvalid(step, { name: 'n'.repeat(256) }, ['name']);
  });

  it('HTTP request: a URL that is not http(s)', async () => {
    const step = utility('httpRequest', { method: lit('GET'), url: ref('trigger', 'url') });
    await expectInvalid(step, { url: 'ftp://files.example.com/a' }, ['url']);
  });

  it('notification (send v2, Slack): an empty message', async () => {
    const step = utility('notification', { channel: lit('slack'), connectionId: lit(chat), message: ref('trigger', 'message') });
    await expectInvalid(step, { message: '' }, ['message']);
    expect(slack.messages).toEqual([]);
  });

  it('notification (send v1, Mailgun): no recipient', async () => {
    const step = utility('notificationV1', { channel: lit('mailgun'), connectionId: lit(mail), to: ref('trigger', 'to'), message: lit('Hi') });
    await expectInvalid(step, { to: [] }, ['to']);
    expect(mailgun.messages).toEqual([]);
  });

  it('an action: the same classification', async () => {
    const step = { name: 'io', type: 'action', app: 'http', action: 'request.send', input: { method: lit('get'), url: ref('trigger', 'url') } };
    await expectInvalid(step, { url: 'not a url' }, ['url']);
  });

  it('a failed call shows the attempts it made', async () => {
    const step = { name: 'io', type: 'action', app: 'http', action: 'request.send', input: { method: lit('get'), url: lit(`${api.url}/gone`) } };
    answers = [503];
    const { state, step: io } = await run(step, {});
    expect(state.status).toBe('failed');
    // A 503, retried; then a 404, which no attempt fixes.
    expect(io).toMatchObject({ status: 'failed', attempts: 2 });
  });
});
