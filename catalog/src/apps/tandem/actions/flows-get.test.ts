import { afterEach, describe, expect, it } from 'vitest';
import { NonRetryableError } from '@tandem/catalog/sdk';
import { tandemGetFlow } from './flows-get.js';
import { apiFlow, FAKE_FLOW, FAKE_TOKEN, FAKE_WS, startTandemFake, type TandemFake } from '../testing/tandem-api-fake.js';

let fake: TandemFake | undefined;
afterEach(() => fake?.close());

describe('tandem flows.get', () => {
  it('reads the flow with the connection’s token and keeps the seed’s fields', async () => {
    fake = await startTandemFake({ [`GET /api/workspaces/${FAKE_WS}/flows/${FAKE_FLOW}`]: apiFlow() });
    const flow = await fake.run(tandemGetFlow, { workspaceId: FAKE_WS, flowId: FAKE_FLOW });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${FAKE_TOKEN}`);
    expect(flow).toMatchObject({ flowId: FAKE_FLOW, name: 'Stock alert', executionCount: 3, successful: 2, failed: 1, apps: ['slack'] });
    expect(flow).not.toHaveProperty('performanceMetrics');
  });

  it('refuses another workspace than the run’s without calling the API', async () => {
    fake = await startTandemFake({});
    const error = await fake.run(tandemGetFlow, { workspaceId: FAKE_WS, flowId: FAKE_FLOW }, '01JOTHERWS0000000000000000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NonRetryableError);
    expect((error as Error).message).toBe('A flow can only act on its own workspace');
    expect(fake.requests).toHaveLength(0);
  });

  it('turns the API’s 404 into a failure that is not retried', async () => {
    fake = await startTandemFake({});
    await expect(fake.run(tandemGetFlow, { workspaceId: FAKE_WS, flowId: FAKE_FLOW })).rejects.toBeInstanceOf(NonRetryableError);
  });
});
