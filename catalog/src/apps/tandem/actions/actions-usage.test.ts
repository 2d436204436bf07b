import { afterEach, describe, expect, it } from 'vitest';
import { tandemActionsUsage } from './actions-usage.js';
import { FAKE_WS, startTandemFake, type TandemFake } from '../testing/tandem-api-fake.js';

let fake: TandemFake | undefined;
afterEach(() => fake?.close());

describe('tandem actions.usage', () => {
  it('answers this month’s credits and units by app from the billing route', async () => {
    const usage = {
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2026-12-01T00:00:00.000Z',
      includedCredits: 1000,
      usedCredits: 3,
      creditLimit: 2000,
      usageByApp: [{ app: 'mailgun', credits: 3, units: 3, unit: 'emails' }],
    };
    fake = await startTandemFake({ [`GET /api/workspaces/${FAKE_WS}/billing`]: { plan: 'freemium', ...usage } });
    expect(await fake.run(tandemActionsUsage, { workspaceId: FAKE_WS })).toEqual(usage);
    expect(fake.requests.map((r) => r.path)).toEqual([`/api/workspaces/${FAKE_WS}/billing`]);
  });
});
