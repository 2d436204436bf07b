import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { type MetaAdsFake, startMetaAdsFake } from '@tandem/catalog/fakes';
import { grantFeatureFlag, revokeFeatureFlag, workspaceFeatureFlags } from '@tandem/platform/feature-flags/feature-flags';
import { signUp, startTestStack, waitForRun, type TestStack } from '../../../scripts/test-env/test-stack.js';

const FLAG = 'apps.meta-ads.business-enabled';

/** A flagged action runs only in a workspace an operator granted the flag, however the flow names it. */
describe('actions behind a feature flag', () => {
  let stack: TestStack;
  let meta: MetaAdsFake;
  const saved = process.env.TANDEM_BASE_URL_META_ADS;

  beforeAll(async () => {
    meta = await startMetaAdsFake();
    process.env.TANDEM_BASE_URL_META_ADS = meta.baseUrl;
    stack = await startTestStack({ pools: 'flows,app.meta-ads' });
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.TANDEM_BASE_URL_META_ADS;
    else process.env.TANDEM_BASE_URL_META_ADS = saved;
    await stack?.stop();
    await meta?.close();
  });

  it('the worker refuses the business invoices for a workspace without apps.meta-ads.business-enabled, and runs them once granted', async () => {
    const user = await signUp(stack.app);
    const ws = `/api/workspaces/${user.workspaceId}`;
    const connection = await user.request('POST', `${ws}/connections`, { app: 'meta-ads', name: 'Meta', auth: { refreshToken: 'r', accessToken: meta.accessToken }, config: { adAccountId: meta.accountId, businessId: '555' } });
    expect(connection.status, JSON.stringify(connection.body)).toBe(201);
    const step = { name: 'invoices', type: 'action', app: 'meta-ads', action: 'businessInvoices.list', input: { periodType: lit('billingPeriod'), period: lit({ from: '2026-10-01', to: '2026-10-31' }) } };
    const flow = await user.request('POST', `${ws}/flows`, { name: 'Invoices', definition: { version: 1, trigger: { type: 'manual' }, steps: [step] } });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    const run = async () => waitForRun(user, (await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {})).body.runId);

    const requestsBefore = meta.requests.length;
    const refused = await run();
    expect(refused.status, JSON.stringify(refused)).toBe('failed');
    expect(refused.error.message).toContain(`is not enabled for this workspace (it needs the feature ${FLAG}`);
    expect(meta.requests.slice(requestsBefore).filter((r) => r.path.includes('business_invoices'))).toHaveLength(0);

    expect(await grantFeatureFlag(stack.db, user.workspaceId, FLAG)).toBe(true);
    expect([...(await workspaceFeatureFlags(stack.db, user.workspaceId))]).toEqual([FLAG]);
    const granted = await run();
    expect(granted.status, JSON.stringify(granted)).toBe('completed');
    expect(meta.requests.some((r) => r.path.endsWith('/555/business_invoices'))).toBe(true);

    expect(await revokeFeatureFlag(stack.db, user.workspaceId, FLAG)).toBe(true);
    expect((await run()).status).toBe('failed');
    expect(await grantFeatureFlag(stack.db, 'no-such-workspace', FLAG)).toBe(false);
    await expect(grantFeatureFlag(stack.db, user.workspaceId, 'Not A Flag')).rejects.toThrow('Not a feature flag name');
  });
});
