import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../notifications/mailer.js';
import { signUp, startApi, type ApiHarness, type TestUser } from '@tandem/services/testing';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.js';
import { sweepRunOutcomes } from './run-outcomes.js';
import { startedWorkflow } from '../../../scripts/test-env/started-workflow.js';

const definition = {
  version: 1,
  trigger: { type: 'manual' },
  steps: [{ name: 'fetch', type: 'utility', utility: 'httpRequest', input: { method: { type: 'literal', value: 'GET' }, url: { type: 'literal', value: 'http://127.0.0.1:9/' } } }],
};

/** No worker serves this namespace here: the run waits until the test ends it through Temporal. */
describe('the run watcher', () => {
  let api: ApiHarness;
  let smtp: SmtpCatcher;
  let mailer: Mailer;
  let user: TestUser;

  beforeAll(async () => {
    api = await startApi();
    smtp = await startSmtpCatcher();
    mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Tandem <notifications@tandem.test>', appUrl: 'http://tandem.test/app' });
    user = await signUp(api.app);
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.close();
    await api?.stop();
  });

  it('closes the run in the index and raises FAILED_FLOW once, by mail too', async () => {
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Watched', definition });
    const { body } = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flow.body.flowId}/runs`, {});
    const runId: string = body.runId;
    await (await startedWorkflow(api.temporal, `run_${runId}`)).terminate('stopped by the test');

    const done = new Map<string, number>();
    await expect
      .poll(async () => {
        await sweepRunOutcomes({ db: api.db, temporal: api.temporal, mailer }, done);
        return (await api.db.selectFrom('runs').select('status').where('id', '=', runId).executeTakeFirstOrThrow()).status;
      }, { timeout: 10_000 })
      .toBe('terminated');
    const row = await api.db.selectFrom('runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    expect(row.closedAt).toBeInstanceOf(Date);
    expect(row.error).toEqual({ message: 'stopped by the test' });

    // The next pass reads the same minute again; the watcher remembers the run and leaves it alone.
    expect(done.has(`run_${runId}/${(await api.temporal.workflow.getHandle(`run_${runId}`).describe()).runId}`)).toBe(true);
    expect(await sweepRunOutcomes({ db: api.db, temporal: api.temporal, mailer }, done)).toBe(0);
    // Without that memory (a restarted API), the same pass changes nothing and notifies no one twice.
    await sweepRunOutcomes({ db: api.db, temporal: api.temporal, mailer });
    const list = await user.request('GET', `/api/workspaces/${user.workspaceId}/notifications`);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        event: 'FAILED_FLOW',
        title: 'Flow "Watched" failed',
        content: 'A manual run failed: stopped by the test',
        action: { text: 'Open the run', link: `/w/${user.workspaceId}/runs/${runId}` },
        unresolvable: false,
      }),
    ]);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe('Flow "Watched" failed');
    expect(mail.text).toContain(`http://tandem.test/app/w/${user.workspaceId}/runs/${runId}`);
    expect(smtp.mails.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });
});
