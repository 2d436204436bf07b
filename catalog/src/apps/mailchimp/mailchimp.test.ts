import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type MailchimpFake, startMailchimpFake } from './testing/mailchimp-fake.js';
import { egressStub, jsonResponse, startFakeServer } from '../../testing/index.js';
import { type AnyAction, AuthError } from '@tandem/catalog/sdk';
import { runAction, runAppTest } from '@tandem/catalog/runtime';
import { mailchimpCreateEvent } from './actions/events-create.js';
import { mailchimpLists } from './actions/lists-list.js';
import { mailchimpGetMember } from './actions/members-get.js';
import { mailchimpSubscribe } from './actions/members-subscribe.js';
import { mailchimpUnsubscribe } from './actions/members-unsubscribe.js';
import { mailchimpCampaignReports } from './actions/reports-campaigns.js';
import { mailchimp } from './app.js';
import { subscriberHash } from './members.js';

let fake: MailchimpFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const LIST = '1a2b3c4d5e';
const auth = (token: string) => ({ refreshToken: token, accessToken: token });
const run = (action: AnyAction, input: unknown) => runAction(action, { input, auth: auth(fake!.accessToken), config: { dataCenter: 'us6' }, baseUrlOverrides: { mailchimp: fake!.baseUrl } });

describe('mailchimp', () => {
  it('reads every audience, 100 at a time', async () => {
    fake = await startMailchimpFake();
    for (let i = 0; i < 230; i++) fake.lists.push({ id: `${i}`.padStart(10, 'a'), name: `Audience ${i}`, stats: { member_count: i } });
    const { lists } = (await run(mailchimpLists, {})) as { lists: unknown[] };
    expect(lists).toHaveLength(230);
    expect(fake.requests.map((r) => r.query.get('offset'))).toEqual(['0', '100', '200']);
  });

  it('subscribes (or asks to confirm), tags, reads and unsubscribes a member addressed by the MD5 of the address', async () => {
    fake = await startMailchimpFake();
    fake.lists.push({ id: LIST, name: 'Newsletter' });
    const subscribed = await run(mailchimpSubscribe, { listId: LIST, email: 'Ana@Example.com', mergeFields: { FNAME: 'Ana' }, tags: ['vip'] });
    expect(subscribed).toEqual({ member: expect.objectContaining({ email_address: 'Ana@Example.com', status: 'subscribed', merge_fields: { FNAME: 'Ana' }, tags: [{ name: 'vip' }] }) });
    expect(fake.requests[0]).toMatchObject({ method: 'PUT', path: `/3.0/lists/${LIST}/members/${subscriberHash('ana@example.com')}` });
    expect(fake.members.get(LIST)?.get(subscriberHash('ana@example.com'))?.tags).toEqual([{ id: 1, name: 'vip' }]);
    await run(mailchimpSubscribe, { listId: LIST, email: 'ben@example.com', doubleOptIn: true });
    await expect(run(mailchimpGetMember, { listId: LIST, email: 'ben@example.com' })).resolves.toMatchObject({ member: { status: 'pending' } });
    await expect(run(mailchimpUnsubscribe, { listId: LIST, email: 'ana@example.com' })).resolves.toMatchObject({ member: { status: 'unsubscribed' } });
    await expect(run(mailchimpGetMember, { listId: LIST, email: 'nobody@example.com' })).resolves.toEqual({ member: null });
    await expect(run(mailchimpUnsubscribe, { listId: LIST, email: 'nobody@example.com' })).rejects.toMatchObject({ type: 'ConnectorNonRetryableError', message: expect.stringContaining('The requested resource could not be found.') });
    await expect(run(mailchimpSubscribe, { listId: 'newsletter', email: 'a@b.co' })).rejects.toThrow('A Mailchimp audience ID has 10 characters');
  });

  it('records member events with a valid name', async () => {
    fake = await startMailchimpFake();
    fake.lists.push({ id: LIST, name: 'Newsletter' });
    await run(mailchimpSubscribe, { listId: LIST, email: 'ana@example.com' });
    await expect(run(mailchimpCreateEvent, { listId: LIST, email: 'ana@example.com', name: 'ordered_product', properties: { sku: 'S1' } })).resolves.toEqual({ recorded: true });
    expect(fake.events).toEqual([{ listId: LIST, email: 'ana@example.com', name: 'ordered_product', properties: { sku: 'S1' } }]);
    await expect(run(mailchimpCreateEvent, { listId: LIST, email: 'ana@example.com', name: 'x' })).rejects.toThrow('An event name has 2 to 30 letters');
  });

  it("refuses a request that drifts from Mailchimp's reference: an unknown member field, a wrong status", async () => {
    fake = await startMailchimpFake();
    fake.lists.push({ id: LIST, name: 'Newsletter' });
    const member = `${fake.baseUrl}/lists/${LIST}/members/${createHash('md5').update('ana@example.com').digest('hex')}`;
    const send = (method: string, url: string, body: unknown) =>
      fetch(url, { method, headers: { authorization: `Bearer ${fake!.accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    expect(await send('PUT', member, { email_address: 'ana@example.com', status_if_new: 'subscribed', tracks_inventory: true })).toMatchObject({
      status: 400,
      body: { title: 'Invalid Resource', errors: [{ field: 'tracks_inventory', message: 'This field is not part of the schema.' }] },
    });
    expect(await send('PUT', member, { email_address: 'ana@example.com', status_if_new: 'archived' })).toMatchObject({
      status: 400,
      body: { title: 'Invalid Resource', errors: [{ field: 'status_if_new', message: 'Data presented is not one of the accepted values.' }] },
    });
    expect(fake.members.get(LIST)?.size ?? 0).toBe(0);
  });

  it('gives the report of one campaign or of every campaign sent since a time', async () => {
    fake = await startMailchimpFake();
    fake.reports.push(
      { id: 'c1', campaign_title: 'Spring', send_time: '2025-03-01T08:00:00+00:00', emails_sent: 1000, opens: { unique_opens: 400, open_rate: 0.4 } },
      { id: 'c2', campaign_title: 'Summer', send_time: '2025-06-01T08:00:00+00:00', emails_sent: 900, clicks: { unique_clicks: 90, click_rate: 0.1 } },
    );
    await expect(run(mailchimpCampaignReports, { campaignId: 'c1' })).resolves.toEqual({ reports: [expect.objectContaining({ id: 'c1', opens: { unique_opens: 400, open_rate: 0.4 } })] });
    const since = (await run(mailchimpCampaignReports, { sinceSendTime: '2025-05-01T00:00:00+00:00' })) as { reports: Array<{ id: string }> };
    expect(since.reports.map((r) => r.id)).toEqual(['c2']);
  });

  it('calls the data centre of the connection and tests it with ping; a bad token breaks the connection', async () => {
    fake = await startMailchimpFake();
    await expect(runAppTest(mailchimp, { auth: auth(fake.accessToken), config: { dataCenter: 'us6' }, baseUrlOverrides: { mailchimp: fake.baseUrl } })).resolves.toBeUndefined();
    await expect(runAppTest(mailchimp, { auth: auth('nope'), config: { dataCenter: 'us6' }, baseUrlOverrides: { mailchimp: fake.baseUrl } })).rejects.toBeInstanceOf(AuthError);
    await expect(runAppTest(mailchimp, { auth: auth('x'), config: {} })).rejects.toThrow('The Mailchimp connection settings are invalid');
    const server = await startFakeServer(() => jsonResponse(200, { health_status: "Everything's Chimpy!" }));
    const egress = egressStub(server.url);
    try {
      await runAppTest(mailchimp, { auth: auth('t'), config: { dataCenter: 'us19' }, egress, env: {} });
    } finally {
      await server.close();
    }
    expect(`${server.requests[0]?.headers.host}${server.requests[0]?.path}`).toBe('us19.api.mailchimp.com/3.0/ping');
  });
});
