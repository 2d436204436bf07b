import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness, type TestUser } from '@tandem/services/testing';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.js';
import { createMailer, type Mailer } from './mailer.js';
import { notify } from './notify.js';

describe('notify: stores the in-app notification and mails the members who want it', () => {
  let api: ApiHarness;
  let smtp: SmtpCatcher;
  let mailer: Mailer;
  let owner: TestUser;
  let colleague: TestUser;

  beforeAll(async () => {
    api = await startApi();
    smtp = await startSmtpCatcher();
    mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Tandem <notifications@tandem.test>', appUrl: 'http://tandem.test/app' });
    owner = await signUp(api.app, 'Owner');
    colleague = await signUp(api.app, 'Colleague');
    await api.db.insertInto('workspaceMembers').values({ workspaceId: owner.workspaceId, userId: colleague.userId }).execute();
    const off = await colleague.request('PUT', `/api/workspaces/${owner.workspaceId}/notification-settings`, { FAILED_FLOW: { email: false, inApp: true } });
    expect(off.status).toBe(200);
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.close();
    await api?.stop();
  });

  it('mails each member whose settings want the event, with the action as an absolute link', async () => {
    const title = `Flow failed ${Date.now()}`;
    const row = await notify(api.db, mailer, {
      workspaceId: owner.workspaceId,
      event: 'FAILED_FLOW',
      title,
      content: 'The step "mail" failed: quota exceeded',
      action: { text: 'Open the run', link: `/w/${owner.workspaceId}/runs/R1` },
    });
    expect(row).toMatchObject({ event: 'FAILED_FLOW', title, seenAt: null, resolvedAt: null, unresolvable: false });
    // notify answers once the SMTP server has taken every mail it sent: what it mailed is caught by now.
    expect(smtp.mails.filter((m) => m.subject === title)).toHaveLength(1);
    const mail = await smtp.waitFor((m) => m.subject === title);
    expect(mail.to).toEqual([owner.email]);
    expect(mail.from).toBe('notifications@tandem.test');
    expect(mail.text).toContain('quota exceeded');
    expect(mail.text).toContain(`http://tandem.test/app/w/${owner.workspaceId}/runs/R1`);
  });

  it('raises a dedupe key once: the second call stores and mails nothing', async () => {
    const request = { workspaceId: owner.workspaceId, event: 'LIMIT_REACHED' as const, title: `Limit ${Date.now()}`, content: 'x', dedupeKey: `test:${Date.now()}` };
    expect(await notify(api.db, mailer, request)).toBeDefined();
    expect(smtp.mails.filter((m) => m.subject === request.title)).toHaveLength(2); // one per member
    expect(await notify(api.db, mailer, request)).toBeUndefined();
    // Both calls have answered, so every mail they sent is caught: the second one sent none.
    expect(smtp.mails.filter((m) => m.subject === request.title)).toHaveLength(2);
    const stored = await api.db.selectFrom('notifications').select('notificationId').where('dedupeKey', '=', request.dedupeKey).execute();
    expect(stored).toHaveLength(1);
  });

  it('never mails a finished manual run (in-app only)', async () => {
    const title = `Manual run finished ${Date.now()}`;
    expect(await notify(api.db, mailer, { workspaceId: owner.workspaceId, event: 'MANUAL_EXECUTION_COMPLETED', title, content: 'ok', unresolvable: true })).toBeDefined();
    // A marker the members do want by mail, raised after it through the same mailer: once it is
    // caught the mail path works, and the manual run's notify (which answers only after delivery)
    // had long finished.
    const marker = `Marker ${Date.now()}`;
    await notify(api.db, mailer, { workspaceId: owner.workspaceId, event: 'FAILED_FLOW', title: marker, content: 'x' });
    await smtp.waitFor((m) => m.subject === marker && m.to.includes(owner.email));
    expect(smtp.mails.filter((m) => m.subject === title)).toEqual([]);
  });
});
