import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '@tandem/catalog/fakes';
import { signUp, startApi, type ApiHarness } from '@tandem/services/testing';

const GOOD_KEY = 'key-health-good-0000000000000000';

describe('BROKEN_CONNECTION from connection tests', () => {
  let api: ApiHarness;
  let mailgun: StartedFake<'mailgun'>;
  const saved = process.env.TANDEM_BASE_URL_MAILGUN;

  beforeAll(async () => {
    mailgun = await startFake('mailgun', { apiKey: GOOD_KEY });
    process.env.TANDEM_BASE_URL_MAILGUN = mailgun.url;
    api = await startApi();
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.TANDEM_BASE_URL_MAILGUN;
    else process.env.TANDEM_BASE_URL_MAILGUN = saved;
    await api?.stop();
    await mailgun?.close();
  });

  it('raises it once for refused credentials, resolves it when the test works again, and raises it anew after another break', async () => {
    const user = await signUp(api.app);
    const ws = `/api/workspaces/${user.workspaceId}`;
    const config = { domain: 'mg.example.com', sender: 'Shop <alerts@mg.example.com>' };
    const created = await user.request('POST', `${ws}/connections`, { app: 'mailgun', name: 'Shop mail', auth: { token: 'key-revoked' }, config });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const test = async () => (await user.request('POST', `${ws}/connections/${id}/test`)).body;
    const broken = async () => (await user.request('GET', `${ws}/notifications`)).body.items.filter((n: { event: string }) => n.event === 'BROKEN_CONNECTION');

    expect(await test()).toMatchObject({ testedStatus: 'failing', failureReason: expect.stringContaining('401') });
    expect(await test()).toMatchObject({ testedStatus: 'failing' });
    const [raised, ...more] = await broken();
    expect(more).toEqual([]);
    expect(raised).toMatchObject({ title: 'The Mailgun connection "Shop mail" stopped working', resolved: null });
    expect((await user.request('GET', `${ws}/connections`)).body.items[0]).toMatchObject({ testedStatus: 'failing' });

    await user.request('PATCH', `${ws}/connections/${id}`, { auth: { token: GOOD_KEY } });
    expect(await test()).toEqual({ testedStatus: 'working', failureReason: null });
    expect(await broken()).toEqual([expect.objectContaining({ notificationId: raised.notificationId, resolved: expect.objectContaining({ by: 'tandem' }) })]);

    await user.request('PATCH', `${ws}/connections/${id}`, { auth: { token: 'key-revoked-again' } });
    await test();
    const after = await broken();
    expect(after).toHaveLength(2);
    expect(after.filter((n: { resolved: unknown }) => n.resolved === null)).toHaveLength(1);
  });
});
