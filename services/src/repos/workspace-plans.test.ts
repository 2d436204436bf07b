import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness } from '../testing/api-harness.js';

describe('the workspace list', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.stop());

  it("adds the billing user's simple plan (custom when billed by hand) and employee flag", async () => {
    const user = await signUp(api.app);
    const list = async () => (await user.request('GET', '/api/workspaces')).body.items[0];
    expect(await list()).toMatchObject({ workspaceId: user.workspaceId, simplePlan: 'freemium', isEmployee: false });
    await api.db
      .insertInto('billingInfo')
      .values({ userId: user.userId, stripeData: JSON.stringify({ plan: 'powerful', includedCredits: 50_000 }), isEmployee: true })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ stripeData: JSON.stringify({ plan: 'powerful', includedCredits: 50_000 }), isEmployee: true }))
      .execute();
    expect(await list()).toMatchObject({ simplePlan: 'powerful', isEmployee: true });
    await api.db.updateTable('billingInfo').set({ payingVia: 'manual' }).where('userId', '=', user.userId).execute();
    expect((await list()).simplePlan).toBe('custom');
  });
});
