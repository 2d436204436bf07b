import { afterEach, describe, expect, it } from 'vitest';
import { tandemListFlows } from './flows-list.js';
import { apiFlow, FAKE_FLOW, FAKE_WS, startTandemFake, type TandemFake } from '../testing/tandem-api-fake.js';

let fake: TandemFake | undefined;
afterEach(() => fake?.close());

const definition = { version: 1, trigger: { type: 'manual' }, steps: [] };
const routes = {
  [`GET /api/workspaces/${FAKE_WS}/flows`]: { items: [apiFlow(), apiFlow({ flowId: '01JTANDEMF00W000000000000B', latestVersionId: null })], nextCursor: null },
  [`GET /api/workspaces/${FAKE_WS}/flows/${FAKE_FLOW}/versions/01JTANDEMV00000000000000A1`]: { versionId: '01JTANDEMV00000000000000A1', definition, guide: { published: true } },
};

describe('tandem flows.list', () => {
  it('lists flows with categories and run figures for the asked period, without version calls by default', async () => {
    fake = await startTandemFake(routes);
    const output = (await fake.run(tandemListFlows, { workspaceId: FAKE_WS, metricsPeriod: 'last7Days' })) as { flows: Record<string, unknown>[] };
    expect(fake.requests.map((r) => `${r.method} ${r.path}?${r.query.toString()}`)).toEqual([`GET /api/workspaces/${FAKE_WS}/flows?metricsPeriod=last7Days`]);
    expect(output.flows).toHaveLength(2);
    expect(output.flows[0]).toMatchObject({ categories: ['Alerts & Tasks'], executionCount: 3, successful: 2, failed: 1, lastExecutionAt: '2026-11-20T10:00:00.000Z', apps: ['slack'], trigger: { type: 'manual' } });
    expect(output.flows[0]).not.toHaveProperty('definition');
  });

  it('adds the latest version’s definition and guide when asked', async () => {
    fake = await startTandemFake(routes);
    const output = (await fake.run(tandemListFlows, { workspaceId: FAKE_WS, includeGuide: true, includeDefinition: true })) as { flows: Record<string, unknown>[] };
    expect(fake.requests[0]?.query.get('metricsPeriod')).toBe('all');
    expect(output.flows[0]).toMatchObject({ definition, guide: { published: true } });
    // A flow without a version has nothing to add.
    expect(output.flows[1]).not.toHaveProperty('definition');
    expect(fake.requests).toHaveLength(2);
  });
});
