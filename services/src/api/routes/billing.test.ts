import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordUsage } from '@tandem/platform/billing/usage-records';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

describe('GET /api/workspaces/:ws/billing', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.stop());

  const billing = async (user: TestUser) => {
    const res = await user.request('GET', `/api/workspaces/${user.workspaceId}/billing`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const setBillingInfo = (userId: string, values: { stripeData: unknown; userCreditLimit?: number; overrideFreemiumCreditLimit?: number }) =>
    api.db
      .insertInto('billingInfo')
      .values({ userId, ...values, stripeData: JSON.stringify(values.stripeData) })
      .execute();

  it('without billing info: freemium with 1000 included credits, nothing used, this month', async () => {
    const user = await signUp(api.app);
    const body = await billing(user);
    const now = new Date();
    expect(body).toEqual({
      plan: 'freemium',
      includedCredits: 1000,
      usedCredits: 0,
      creditLimit: 1000,
      periodStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
      periodEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      usageByApp: [],
    });
  });

  it('falls back to freemium with 1000 credits when the stored plan cannot be parsed', async () => {
    for (const stripeData of [{ plan: 'platinum', includedCredits: 5 }, 'not an object', { plan: 'powerful' }]) {
      const user = await signUp(api.app);
      await setBillingInfo(user.userId, { stripeData });
      expect(await billing(user)).toMatchObject({ plan: 'freemium', includedCredits: 1000, creditLimit: 1000 });
    }
  });

  it("reads the billing user's plan; the limit is the workspace's own, else the user's", async () => {
    const user = await signUp(api.app);
    await setBillingInfo(user.userId, { stripeData: { plan: 'flexible', includedCredits: 20_000 }, userCreditLimit: 50_000 });
    expect(await billing(user)).toMatchObject({ plan: 'flexible', includedCredits: 20_000, creditLimit: 50_000 });
    await api.db.updateTable('workspaces').set({ creditLimit: 30_000 }).where('id', '=', user.workspaceId).execute();
    expect(await billing(user)).toMatchObject({ creditLimit: 30_000 });

    const freemium = await signUp(api.app);
    await setBillingInfo(freemium.userId, { stripeData: { plan: 'freemium', includedCredits: 1000 }, overrideFreemiumCreditLimit: 2500 });
    expect(await billing(freemium)).toMatchObject({ plan: 'freemium', creditLimit: 2500 });
  });

  it("caps the workspace's credit limit at what the plan allows: a free workspace cannot raise it", async () => {
    const free = await signUp(api.app);
    const patch = (user: TestUser, creditLimit: number | null) => user.request('PATCH', `/api/workspaces/${user.workspaceId}`, { creditLimit });
    const refused = await patch(free, 5_000_000);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("The credit limit cannot exceed 1000 credits a month, what the freemium plan of this workspace's billing user allows");
    expect((await patch(free, 800)).status).toBe(200);
    expect(await billing(free)).toMatchObject({ creditLimit: 800 });
    expect((await patch(free, null)).status).toBe(200);
    // A limit stored past the plan (set before a downgrade) stops at the plan's.
    await api.db.updateTable('workspaces').set({ creditLimit: 5_000_000 }).where('id', '=', free.workspaceId).execute();
    expect(await billing(free)).toMatchObject({ plan: 'freemium', creditLimit: 1000 });

    // Operators raise a free workspace's cap with the override; a paid plan is capped by the user's own limit, if any.
    const overridden = await signUp(api.app);
    await setBillingInfo(overridden.userId, { stripeData: { plan: 'freemium', includedCredits: 1000 }, overrideFreemiumCreditLimit: 20_000 });
    expect((await patch(overridden, 15_000)).status).toBe(200);
    expect((await patch(overridden, 20_001)).status).toBe(400);
    const paid = await signUp(api.app);
    await setBillingInfo(paid.userId, { stripeData: { plan: 'powerful', includedCredits: 100_000 } });
    expect((await patch(paid, 5_000_000)).status).toBe(200);
    expect(await billing(paid)).toMatchObject({ creditLimit: 5_000_000 });
  });

  it("sums this month's usage by app, ignoring earlier months", async () => {
    const user = await signUp(api.app);
    const run = { workspaceId: user.workspaceId, runId: ulid() };
    await recordUsage(api.db, { ...run, app: 'mailgun', action: 'messages.send', credits: 1, units: 3, unit: 'mails' });
    await recordUsage(api.db, { ...run, app: 'mailgun', action: 'messages.send', credits: 1, units: 1, unit: 'mails' });
    await recordUsage(api.db, { ...run, app: 'slack', action: 'messages.send', credits: 2 });
    await api.db
      .insertInto('usageRecords')
      .values({ ...run, app: 'slack', action: 'messages.send', credits: 100, unit: null, createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .execute();
    expect(await billing(user)).toMatchObject({
      usedCredits: 4,
      usageByApp: [
        { app: 'mailgun', credits: 2, units: 4, unit: 'mails' },
        { app: 'slack', credits: 2, units: 0, unit: null },
      ],
    });
  });

  it("answers 404 for another user's workspace", async () => {
    const [owner, stranger] = [await signUp(api.app), await signUp(api.app)];
    const res = await stranger.request('GET', `/api/workspaces/${owner.workspaceId}/billing`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
