import { describe, expect, it } from 'vitest';
import { useGoogleAdsFake } from '../google-ads/testing/ads-test-kit.js';
import { googleAdsManagerApp } from './index.js';

const { fake, run } = useGoogleAdsFake(() => (expect.getState().currentTestName?.includes('skips') ? { deniedCustomers: ['5550001111'] } : {}));
const report = (id: string) => googleAdsManagerApp.actions.find((a) => a.id === id)!;
const manager = () => ({ managerId: fake().managerId });
type Rows = { rows: Array<Record<string, unknown> & { account: { id: string; name: string } }>; skippedAccounts: unknown[] };

describe('google-ads-manager reports', () => {
  it('campaigns.report lists the campaigns of every linked account through the manager', async () => {
    const output = (await run(report('campaigns.report'), { advertisingChannelType: 'SEARCH' }, manager())) as Rows;
    expect(output.rows.map((r) => [r.account.name, r.name])).toEqual([['Shoe shop', 'Shoes – Search'], ['Bag shop', 'Shoes – Search']]);
    expect(output.skippedAccounts).toEqual([]);
    const [clients, first] = fake().requests;
    expect(clients?.path).toBe(`/v24/customers/${fake().managerId}/googleAds:searchStream`);
    expect(first?.path).toBe(`/v24/customers/${fake().customerId}/googleAds:searchStream`);
    expect(first?.headers['login-customer-id']).toBe(fake().managerId);
  });

  it('customers.report, reports.custom and changeHistory.report run per account; customerIds picks accounts', async () => {
    const customers = (await run(report('customers.report'), {}, manager())) as Rows;
    expect(customers.rows.map((r) => r.descriptiveName)).toEqual(['Shoe shop', 'Bag shop']);
    const custom = (await run(report('reports.custom'), { query: 'SELECT customer.id FROM customer', customerIds: ['555-000-1111'] }, manager())) as Rows;
    expect(custom.rows).toEqual([{ account: { id: '5550001111', name: 'Bag shop' }, customer: { resourceName: 'customers/5550001111', id: '5550001111' } }]);
    const changes = (await run(report('changeHistory.report'), { userEmail: 'anna@shop.example.com' }, manager())) as Rows;
    expect(changes.rows.map((r) => [r.account.id, r.userEmail])).toEqual([['1234567890', 'anna@shop.example.com'], ['5550001111', 'anna@shop.example.com']]);
    await expect(run(report('changeHistory.report'), { metricsPeriod: { type: 'fromTo', from: '2020-01-01', to: '2020-01-31' } }, manager())).rejects.toThrow('The start date must be within 30 days including today.');
  });

  it('goes through the google-ads fake and its v24 contract: a channel the enum lacks is refused', async () => {
    const query = "SELECT campaign.id FROM campaign WHERE campaign.advertising_channel_type = 'DISCOVERY'";
    await expect(run(report('reports.custom'), { query, customerIds: ['555-000-1111'] }, manager())).rejects.toThrow(/invalid enum constant 'DISCOVERY'/);
  });

  it('skips an account the user may not read and still reports the others', async () => {
    const output = (await run(report('campaigns.report'), {}, manager())) as Rows;
    expect(new Set(output.rows.map((r) => r.account.id))).toEqual(new Set(['1234567890']));
    expect(output.skippedAccounts).toEqual([{ id: '5550001111', name: 'Bag shop', reason: expect.stringContaining("User doesn't have permission to access customer") }]);
  });
});
