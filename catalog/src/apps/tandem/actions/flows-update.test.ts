import { afterEach, describe, expect, it } from 'vitest';
import { tandemUpdateFlow } from './flows-update.js';
import { apiFlow, FAKE_FLOW, FAKE_WS, startTandemFake, type TandemFake } from '../testing/tandem-api-fake.js';

let fake: TandemFake | undefined;
afterEach(() => fake?.close());

describe('tandem flows.update', () => {
  it('sends only the named fields as a PATCH and answers the updated flow', async () => {
    const libraryInfo = { useCases: ['SEO'], advanced: false };
    fake = await startTandemFake({ [`PATCH /api/workspaces/${FAKE_WS}/flows/${FAKE_FLOW}`]: apiFlow({ name: 'Renamed', published: true, libraryInfo }) });
    const updates = { name: 'Renamed', longDescription: null, published: true, libraryInfo };
    const flow = await fake.run(tandemUpdateFlow, { workspaceId: FAKE_WS, flowId: FAKE_FLOW, updates });
    expect(fake.requests[0]?.method).toBe('PATCH');
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual(updates);
    expect(flow).toMatchObject({ name: 'Renamed', published: true, libraryInfo });
  });

  it('refuses an update without fields before calling the API', async () => {
    fake = await startTandemFake({});
    await expect(fake.run(tandemUpdateFlow, { workspaceId: FAKE_WS, flowId: FAKE_FLOW, updates: {} })).rejects.toThrow(/Name at least one field/);
    expect(fake.requests).toHaveLength(0);
  });
});
