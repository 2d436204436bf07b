import { afterEach, describe, expect, it } from 'vitest';
import { type KlaviyoFake, startKlaviyoFake } from './testing/klaviyo-fake.js';
import { type AnyAction, AuthError } from '@tandem/catalog/sdk';
import { runAction, runAppTest } from '@tandem/catalog/runtime';
import { klaviyoCampaignReport } from './actions/campaigns-report.js';
import { klaviyoCreateEvent } from './actions/events-create.js';
import { klaviyoLists } from './actions/lists-list.js';
import { klaviyoFindProfile } from './actions/profiles-find.js';
import { klaviyoUpsertProfile } from './actions/profiles-upsert.js';
import { klaviyoSubscribe } from './actions/lists-subscribe.js';
import { klaviyoUnsubscribe } from './actions/lists-unsubscribe.js';
import { KLAVIYO_REVISION, klaviyo } from './app.js';

let fake: KlaviyoFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const auth = (token: string) => ({ refreshToken: 'refresh', accessToken: token });
const run = (action: AnyAction, input: unknown, extra: { idempotencyKey?: string } = {}) =>
  runAction(action, { input, auth: auth(fake!.accessToken), baseUrlOverrides: { klaviyo: fake!.baseUrl }, ...extra });

describe('klaviyo', () => {
  it('reads every page of lists with the dated revision and the JSON:API media type', async () => {
    fake = await startKlaviyoFake({ listPageSize: 10 });
    for (let i = 1; i <= 23; i++) fake.lists.push({ id: `L${i}`, attributes: { name: `List ${i}`, opt_in_process: 'double_opt_in' } });
    const { lists } = (await run(klaviyoLists, {})) as { lists: Array<{ id: string; name: string }> };
    expect(lists).toHaveLength(23);
    expect(lists[22]).toEqual({ id: 'L23', name: 'List 23', opt_in_process: 'double_opt_in' });
    expect(fake.requests.map((r) => r.query.get('page[cursor]'))).toEqual([null, '10', '20']);
    expect(fake.requests[0]?.headers).toMatchObject({ revision: KLAVIYO_REVISION, accept: 'application/vnd.api+json', authorization: `Bearer ${fake.accessToken}` });
  });

  it('creates or updates a profile and finds it by email', async () => {
    fake = await startKlaviyoFake();
    const created = (await run(klaviyoUpsertProfile, { email: 'ana@example.com', firstName: 'Ana', properties: { vip: true } })) as { profile: { id: string } };
    expect(created.profile).toMatchObject({ email: 'ana@example.com', first_name: 'Ana', properties: { vip: true } });
    expect(fake.requests[0]?.headers['content-type']).toBe('application/vnd.api+json');
    await run(klaviyoUpsertProfile, { email: 'ana@example.com', lastName: 'Silva' });
    expect(fake.profiles).toHaveLength(1);
    await expect(run(klaviyoFindProfile, { email: 'ana@example.com' })).resolves.toEqual({ profile: expect.objectContaining({ id: created.profile.id, first_name: 'Ana', last_name: 'Silva' }) });
    expect(fake.requests.at(-1)?.query.get('filter')).toBe('equals(email,"ana@example.com")');
    await expect(run(klaviyoFindProfile, { email: 'nobody@example.com' })).resolves.toEqual({ profile: null });
    await expect(run(klaviyoUpsertProfile, { firstName: 'No id' })).rejects.toThrow('Give an email, a phone number or an external ID');
  });

  it('subscribes and unsubscribes through bulk jobs on a list; an unknown list fails with Klaviyo’s message', async () => {
    fake = await startKlaviyoFake();
    fake.lists.push({ id: 'Xy12', attributes: { name: 'Newsletter' } });
    await expect(run(klaviyoSubscribe, { listId: 'Xy12', email: 'ana@example.com' })).resolves.toEqual({ accepted: true });
    await run(klaviyoSubscribe, { listId: 'Xy12', phoneNumber: '+4915112345678' });
    expect([...fake.subscriptions.get('Xy12')!]).toEqual(['ana@example.com', '+4915112345678']);
    const job = JSON.parse(fake.requests[0]!.body) as { data: { attributes: { profiles: { data: Array<{ attributes: unknown }> } } } };
    expect(job.data.attributes.profiles.data[0]?.attributes).toEqual({ email: 'ana@example.com', subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } });
    await run(klaviyoUnsubscribe, { listId: 'Xy12', email: 'ana@example.com' });
    expect([...fake.subscriptions.get('Xy12')!]).toEqual(['+4915112345678']);
    await expect(run(klaviyoSubscribe, { listId: 'nope', email: 'a@b.co' })).rejects.toMatchObject({ type: 'ConnectorNonRetryableError', message: expect.stringContaining('A list with id nope does not exist.') });
    await expect(run(klaviyoSubscribe, { listId: 'Xy12', phoneNumber: '015112345678' })).rejects.toThrow('Use the E.164 format');
  });

  it('tracks an event once per unique id: a retried step with the engine’s key adds nothing', async () => {
    fake = await startKlaviyoFake();
    const input = { metricName: 'Ordered Product', email: 'ana@example.com', properties: { sku: 'S1' }, value: 49.9 };
    await run(klaviyoCreateEvent, input, { idempotencyKey: 'run_1:/steps/2' });
    await expect(run(klaviyoCreateEvent, input, { idempotencyKey: 'run_1:/steps/2' })).resolves.toEqual({ accepted: true, uniqueId: 'run_1:/steps/2' });
    expect(fake.events).toEqual([expect.objectContaining({ metric: 'Ordered Product', email: 'ana@example.com', uniqueId: 'run_1:/steps/2' })]);
  });

  it('reports campaign statistics for a timeframe with the conversion metric, for all or one campaign', async () => {
    fake = await startKlaviyoFake();
    fake.campaignStats.set('C1', { recipients: 1000, opens_unique: 420, open_rate: 0.42 });
    fake.campaignStats.set('C2', { recipients: 500, opens_unique: 100, open_rate: 0.2 });
    const all = (await run(klaviyoCampaignReport, { conversionMetricId: 'M1', statistics: ['recipients', 'open_rate'] })) as { results: unknown[] };
    expect(all.results).toEqual([
      { groupings: { send_channel: 'email', campaign_id: 'C1', campaign_message_id: 'C1-m' }, statistics: { recipients: 1000, open_rate: 0.42 } },
      { groupings: { send_channel: 'email', campaign_id: 'C2', campaign_message_id: 'C2-m' }, statistics: { recipients: 500, open_rate: 0.2 } },
    ]);
    await run(klaviyoCampaignReport, { conversionMetricId: 'M1', campaignId: 'C2', timeframe: 'last_90_days' });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({ data: { attributes: { timeframe: { key: 'last_90_days' }, filter: 'equals(campaign_id,"C2")' } } });
  });

  it('tests the connection by reading the account; a revoked token breaks it', async () => {
    fake = await startKlaviyoFake();
    await expect(runAppTest(klaviyo, { auth: auth(fake.accessToken), baseUrlOverrides: { klaviyo: fake.baseUrl } })).resolves.toBeUndefined();
    await expect(runAppTest(klaviyo, { auth: auth('revoked'), baseUrlOverrides: { klaviyo: fake.baseUrl } })).rejects.toBeInstanceOf(AuthError);
  });

  it("refuses a request that drifts from Klaviyo's OpenAPI: an unknown attribute, a wrong enum, an unknown parameter", async () => {
    fake = await startKlaviyoFake();
    const send = (path: string, body?: unknown) =>
      fetch(`${fake!.baseUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${fake!.accessToken}`, revision: KLAVIYO_REVISION, 'content-type': 'application/vnd.api+json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then(async (r) => ({ status: r.status, errors: ((await r.json()) as { errors: Array<{ detail: string; source: object }> }).errors }));
    const unknown = await send('/profile-import', { data: { type: 'profile', attributes: { email: 'ana@example.com', firstName: 'Ana' } } });
    expect(unknown).toMatchObject({ status: 400, errors: [{ detail: "'firstName' is not a valid field for the resource.", source: { pointer: '/data/attributes/firstName' } }] });
    const report = { data: { type: 'campaign-values-report', attributes: { statistics: ['opens'], timeframe: { key: 'last_2_days' }, conversion_metric_id: 'M1' } } };
    const wrongEnum = await send('/campaign-values-reports', report);
    expect(wrongEnum).toMatchObject({ status: 400, errors: [{ detail: expect.stringContaining("'last_2_days' is not a valid choice for 'key'"), source: { pointer: '/data/attributes/timeframe/key' } }] });
    const parameter = await send('/lists?page[size]=50');
    expect(parameter).toMatchObject({ status: 400, errors: [{ detail: "'page[size]' is not a valid query parameter.", source: { parameter: 'page[size]' } }] });
    expect(fake.profiles).toEqual([]);
  });
});
