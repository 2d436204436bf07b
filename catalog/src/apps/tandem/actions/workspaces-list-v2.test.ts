import { afterEach, describe, expect, it } from 'vitest';
import { tandemListWorkspaces } from './workspaces-list-v2.js';
import { FAKE_WS, startTandemFake, type TandemFake } from '../testing/tandem-api-fake.js';

let fake: TandemFake | undefined;
afterEach(() => fake?.close());

const workspace = { workspaceId: FAKE_WS, type: 'workspace', name: 'Shop', internalName: null, createdAt: '2026-11-01T00:00:00.000Z', creatorEmail: 'a@example.test', billingUserEmail: null };

describe('tandem workspaces.listV2', () => {
  it('adds the connected apps and the billing info of each workspace', async () => {
    fake = await startTandemFake({
      'GET /api/workspaces': { items: [workspace], nextCursor: null },
      [`GET /api/workspaces/${FAKE_WS}/connections`]: { items: [{ app: 'slack' }, { app: 'mailgun' }, { app: 'slack' }], nextCursor: null },
      [`GET /api/workspaces/${FAKE_WS}/billing`]: { plan: 'flexible', includedCredits: 5000, usedCredits: 12, creditLimit: null, periodStart: 'x', periodEnd: 'y', usageByApp: [] },
    });
    const output = await fake.run(tandemListWorkspaces, {});
    expect(output).toEqual({
      workspaces: [
        {
          workspaceId: FAKE_WS,
          name: 'Shop',
          internalName: null,
          createdAt: '2026-11-01T00:00:00.000Z',
          creatorEmail: 'a@example.test',
          billingUserEmail: null,
          connectedApps: ['mailgun', 'slack'],
          billingInfo: { simplePlan: 'flexible', includedCredits: 5000, usedCredits: 12, creditLimit: null },
        },
      ],
    });
  });
});
