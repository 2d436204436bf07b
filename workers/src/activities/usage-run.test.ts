import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailgunFake, type MailgunFake } from '@tandem/catalog/fakes';
import { recordUsage } from '@tandem/platform/billing';
import { createMailer, type Mailer, type NotificationEvent } from '@tandem/platform/notifications';
import { sweepRunOutcomes } from '@tandem/platform/run-outcomes';
import { startSmtpCatcher, type SmtpCatcher } from '@tandem/platform/testing/smtp-catcher';
import { allowEgress } from '../../../scripts/test-env/allow-egress.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../../../scripts/test-env/test-stack.js';
import { lit, op } from '@tandem/catalog';

const get = (name: string, url: string) => ({ name, type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url: lit(url) } });
const MAILGUN_KEY = 'key-usage-run';

/** Credits and limits on real runs: API → workflow → action activity with the usage meter → run watcher. */
describe('runs under credit and usage limits', () => {
  let stack: TestStack;
  let smtp: SmtpCatcher;
  let mailer: Mailer;
  let mailgun: MailgunFake;
  let shop: Server;
  let shopUrl: string;
  let shopHits = 0;
  let disallow: (() => void) | undefined;
  const savedMailgunUrl = process.env.TANDEM_BASE_URL_MAILGUN;

  beforeAll(async () => {
    shop = createServer((_request, response) => {
      shopHits += 1;
      response.setHeader('content-type', 'application/json').end('{"ok":true}');
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/`;
    disallow = allowEgress(shopUrl);
    mailgun = await startMailgunFake({ apiKey: MAILGUN_KEY });
    process.env.TANDEM_BASE_URL_MAILGUN = mailgun.url;
    smtp = await startSmtpCatcher();
    mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Tandem <notifications@tandem.test>', appUrl: 'http://tandem.test/app' });
    stack = await startTestStack();
  });
  afterAll(async () => {
    if (savedMailgunUrl === undefined) delete process.env.TANDEM_BASE_URL_MAILGUN;
    else process.env.TANDEM_BASE_URL_MAILGUN = savedMailgunUrl;
    await stack?.stop();
    mailer?.close();
    await smtp?.close();
    await mailgun?.close();
    disallow?.();
    await new Promise((resolve) => shop?.close(resolve));
  });

  async function run(user: TestUser, steps: unknown[]) {
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Limited', definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flow.body.flowId}/runs`, {});
    return { runId: started.body.runId as string, state: await waitForRun(user, started.body.runId) };
  }
  const events = async (user: TestUser) => {
    const { body } = await user.request('GET', `/api/workspaces/${user.workspaceId}/notifications`);
    return (body.items as { event: NotificationEvent }[]).map((n) => n.event).sort();
  };
  /** Sweeps until the run watcher has handled the run (Temporal visibility lags a little behind). */
  async function sweepUntilNotified(runId: string) {
    await expect
      .poll(async () => {
        await sweepRunOutcomes({ db: stack.db, temporal: stack.temporal, mailer });
        return stack.db.selectFrom('notifications').select('event').where('dedupeKey', '=', runId).executeTakeFirst();
      }, { timeout: 15_000 })
      .toBeDefined();
  }

  it('at the credit limit the next action is refused: the run fails clearly, CREDIT_LIMIT_REACHED once, FAILED_FLOW by mail', async () => {
    const user = await signUp(stack.app);
    await stack.db.updateTable('workspaces').set({ creditLimit: 1 }).where('id', '=', user.workspaceId).execute();
    const hitsBefore = shopHits;
    const { runId, state } = await run(user, [get('first', shopUrl), get('second', shopUrl)]);
    expect(state.status, JSON.stringify(state)).toBe('failed');
    expect(state.error.message).toContain('Credit limit reached: this workspace has used 1 of its 1 credits');
    expect(shopHits - hitsBefore).toBe(1);
    const billing = await user.request('GET', `/api/workspaces/${user.workspaceId}/billing`);
    expect(billing.body).toMatchObject({ usedCredits: 1, creditLimit: 1, usageByApp: [{ app: 'http', credits: 1 }] });

    const again = await run(user, [get('again', shopUrl)]);
    await sweepUntilNotified(runId);
    await sweepUntilNotified(again.runId);
    expect(await events(user)).toEqual(['CREDIT_LIMIT_REACHED', 'FAILED_FLOW', 'FAILED_FLOW']);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email) && m.text.includes(`/w/${user.workspaceId}/runs/${runId}`));
    expect(mail.subject).toBe('Flow "Limited" failed');
    expect(mail.text).toContain('A manual run failed at second: Credit limit reached: this workspace has used 1 of its 1 credits');
  });

  it('a step that fails gives its reserved credit back: at a limit of 1, a failed step leaves the credit to the next', async () => {
    const user = await signUp(stack.app);
    await stack.db.updateTable('workspaces').set({ creditLimit: 1 }).where('id', '=', user.workspaceId).execute();
    const refused = await run(user, [get('inward', 'http://10.0.0.1/')]);
    expect(refused.state.status, JSON.stringify(refused.state)).toBe('failed');
    expect(refused.state.error.message).toContain('Flows may not connect to 10.0.0.1');
    const after = await run(user, [get('first', shopUrl)]);
    expect(after.state.status, JSON.stringify(after.state)).toBe('completed');
    const billing = await user.request('GET', `/api/workspaces/${user.workspaceId}/billing`);
    expect(billing.body).toMatchObject({ usedCredits: 1, creditLimit: 1 });
  });

  it('the 101st mail of the month is refused before it reaches the mail service, with LIMIT_REACHED', async () => {
    const user = await signUp(stack.app);
    const connection = await user.request('POST', `/api/workspaces/${user.workspaceId}/connections`, {
      app: 'mailgun',
      name: 'Shop mail',
      auth: { token: MAILGUN_KEY },
      config: { domain: 'mg.example.com', sender: 'Shop <alerts@mg.example.com>' },
    });
    await recordUsage(stack.db, { workspaceId: user.workspaceId, runId: ulid(), app: 'mailgun', action: 'messages.send', credits: 1, units: 100, unit: 'mails' });
    const sent = mailgun.messages.length;
    const { state } = await run(user, [
      { name: 'mail', type: 'action', app: 'mailgun', action: 'messages.send', connectionId: connection.body.id, input: { to: lit('team@example.com'), subject: lit('Hi'), text: lit('x') } },
    ]);
    expect(state.status).toBe('failed');
    expect(state.error.message).toContain('Usage limit reached: the transactional mail limit of 100 mails a month (mailgun)');
    expect(mailgun.messages.length).toBe(sent);
    expect(await events(user)).toEqual(['LIMIT_REACHED']);
  });

  it('closes the rows of manual runs that completed together and notifies each once, in one pass', async () => {
    const user = await signUp(stack.app);
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Together', definition: { version: 1, trigger: { type: 'manual' }, steps: [get('only', shopUrl)] } });
    const runIds = await Promise.all(
      [1, 2, 3].map(async () => (await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flow.body.flowId}/runs`, {})).body.runId as string),
    );
    // Awaited in Temporal, not read through the API (whose read would close the row itself).
    await Promise.all(runIds.map((runId) => stack.temporal.workflow.getHandle(`run_${runId}`).result()));
    const rows = () => stack.db.selectFrom('runs').select(['id', 'status', 'closedAt']).where('id', 'in', runIds).orderBy('id').execute();
    expect((await rows()).map((row) => row.status)).toEqual(['running', 'running', 'running']);
    await expect
      .poll(async () => {
        await sweepRunOutcomes({ db: stack.db, temporal: stack.temporal, mailer });
        return (await rows()).filter((row) => row.status === 'completed' && row.closedAt instanceof Date).length;
      }, { timeout: 15_000 })
      .toBe(3);
    // A pass with no memory of them (a restarted API) raises nothing twice.
    await sweepRunOutcomes({ db: stack.db, temporal: stack.temporal, mailer });
    const raised = await stack.db.selectFrom('notifications').select(['dedupeKey', 'event', 'title']).where('workspaceId', '=', user.workspaceId).orderBy('dedupeKey').execute();
    expect(raised).toEqual([...runIds].sort().map((runId) => ({ dedupeKey: runId, event: 'MANUAL_EXECUTION_COMPLETED', title: 'Flow "Together" finished' })));
  });

  it('a finished manual run raises MANUAL_EXECUTION_COMPLETED in the app, unresolvable and never mailed', async () => {
    const user = await signUp(stack.app);
    const { runId, state } = await run(user, [get('only', shopUrl)]);
    expect(state.status).toBe('completed');
    await sweepUntilNotified(runId);
    const { body } = await user.request('GET', `/api/workspaces/${user.workspaceId}/notifications`);
    expect(body.items).toEqual([expect.objectContaining({ event: 'MANUAL_EXECUTION_COMPLETED', title: 'Flow "Limited" finished', unresolvable: true })]);
    // The sweep that stored it has returned, and notify answers only once the SMTP server has taken
    // every mail it sent: a mail of that notification would already be caught. A marker run that
    // fails afterwards is mailed to the same member through the same mailer, so "no mail" cannot
    // come from a mail path that delivers nothing.
    const marker = await run(user, [{ name: 'ratio', type: 'utility', utility: 'transform', input: { list: op('list', lit(1)), mapping: op('divide', lit(1), lit(0)) } }]);
    expect(marker.state.status).toBe('failed');
    await sweepUntilNotified(marker.runId);
    await smtp.waitFor((m) => m.to.includes(user.email) && m.text.includes(`/runs/${marker.runId}`));
    expect(smtp.mails.filter((m) => m.to.includes(user.email)).map((m) => m.subject)).toEqual(['Flow "Limited" failed']);
  });
});
