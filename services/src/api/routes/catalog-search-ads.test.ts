import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

type Listed = { id: string; mutates: boolean; input: { type: string }; output: { type: string }; replacedBy?: { actionId: string; reason: string } };

const reports = ['adGroupAds.report', 'assetGroups.report', 'keywords.report', 'searchTerms.report', 'placements.report', 'products.report', 'campaigns.report', 'customers.report', 'reports.custom', 'changeHistory.report'];
const planning = ['keywords.historicalMetrics', 'keywords.historicalMetricsV2', 'keywords.ideas', 'keywords.ideasV2', 'campaigns.forecast', 'campaigns.forecastV2'];
const changes = [
  'campaigns.create', 'campaigns.createV2', 'campaigns.update', 'campaigns.updateTargeting', 'campaigns.changeBiddingStrategy', 'campaigns.changeBiddingStrategyV2',
  'budgets.update', 'budgets.change', 'adGroups.create', 'adGroups.createV2', 'adGroups.update', 'adGroups.updateV2', 'ads.createResponsiveSearchAd',
  'keywords.add', 'keywords.addV2', 'negativeKeywordLists.create', 'criteria.add', 'bidModifiers.set', 'listingGroupFilters.create', 'listingGroupFilters.changeType',
  'campaigns.changeStatus', 'adGroups.changeStatus', 'ads.changeStatus', 'assetGroups.changeStatus', 'keywords.changeStatus',
  'campaigns.remove', 'adGroups.remove', 'ads.remove', 'assetGroups.remove', 'keywords.remove',
  'products.updateTitle', 'products.updateDescription', 'products.updateLabel',
];
/** The older versions (money in micros) and the newer ones (whole units) that replace them. */
const replaced = [
  ['keywords.historicalMetrics', 'keywords.historicalMetricsV2'], ['keywords.ideas', 'keywords.ideasV2'], ['campaigns.forecast', 'campaigns.forecastV2'],
  ['campaigns.create', 'campaigns.createV2'], ['campaigns.changeBiddingStrategy', 'campaigns.changeBiddingStrategyV2'], ['budgets.update', 'budgets.change'],
  ['adGroups.create', 'adGroups.createV2'], ['adGroups.update', 'adGroups.updateV2'], ['keywords.add', 'keywords.addV2'],
];

describe('the search-ads catalogue', () => {
  let api: ApiHarness;
  let user: TestUser;
  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app);
  });
  afterAll(() => api?.stop());

  it('GET /api/catalog/apps/google-ads/actions lists every report, planning and change action with JSON Schemas; replaced ones point to their replacement', async () => {
    const res = await user.request('GET', '/api/catalog/apps/google-ads/actions');
    expect(res.status).toBe(200);
    const items = res.body.items as Listed[];
    expect(items.map((a) => a.id).sort()).toEqual([...reports, ...planning, ...changes].sort());
    for (const action of items) {
      expect([action.id, action.input.type, action.output.type]).toEqual([action.id, 'object', 'object']);
      expect([action.id, action.mutates]).toEqual([action.id, changes.includes(action.id)]);
    }
    const pointers = items.filter((a) => a.replacedBy).map((a) => [a.id, a.replacedBy!.actionId]);
    expect(pointers.sort()).toEqual([...replaced].sort());
    expect(items.find((a) => a.id === 'budgets.update')?.replacedBy?.reason).toMatch(/whole currency units instead of micros/);
    const label = items.find((a) => a.id === 'products.updateLabel')?.input as unknown as { properties: Record<string, { minimum?: number; maximum?: number }>; required: string[] };
    expect(label.properties.labelNumber).toMatchObject({ minimum: 1, maximum: 5 });
    expect(label.required).toEqual(expect.arrayContaining(['merchantId', 'dataSourceId', 'productId', 'labelNumber', 'label']));
  });

  it('GET /api/catalog/apps/google-ads-manager/actions lists the manager account reports', async () => {
    const res = await user.request('GET', '/api/catalog/apps/google-ads-manager/actions');
    const items = res.body.items as Listed[];
    expect(items.map((a) => a.id).sort()).toEqual(['campaigns.report', 'changeHistory.report', 'customers.report', 'reports.custom']);
    expect(items.every((a) => !a.mutates && a.input.type === 'object' && a.output.type === 'object')).toBe(true);
  });
});
