import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, signUp, type ApiHarness } from '../testing/api-harness.js';
import { createApiMetrics, serveMetrics } from './metrics.js';

describe('API metrics', () => {
  let api: ApiHarness;
  let metrics: ReturnType<typeof createApiMetrics>;

  beforeAll(async () => {
    api = await startApi();
    metrics = createApiMetrics(api.db);
    metrics.register(api.app);
  });
  afterAll(() => api?.stop());

  it('counts requests by route pattern and status, their latency, runs started and runs by status', async () => {
    const user = await signUp(api.app);
    const ws = `/api/workspaces/${user.workspaceId}`;
    const flow = await user.request('POST', `${ws}/flows`, { name: 'M', definition: { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'pause', type: 'wait', duration: 'PT1S' }] } });
    expect((await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {})).status).toBe(201);
    await user.request('GET', `${ws}/runs/nope`);

    const text = await metrics.registry.metrics();
    expect(text).toContain('tandem_http_requests_total{method="POST",route="/api/workspaces/:ws/flows/:flowId/runs",status="201"} 1');
    expect(text).toMatch(/tandem_http_requests_total\{method="GET",route="\/api\/workspaces\/:ws\/runs\/:runId",status="4\d\d"\} 1/);
    expect(text).toMatch(/tandem_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/signup"\} 1/);
    expect(text).toContain('tandem_runs_started_total{trigger="manual"} 1');
    expect(text).toMatch(/tandem_runs\{status="(running|completed)"\} [1-9]/);
    expect(text).toMatch(/tandem_run_intake_waiting\{measure="runs"\} \d+/);
    // Ids never become labels.
    expect(text).not.toContain(user.workspaceId);
  });

  it('serves them on an address of their own', async () => {
    const server = await serveMetrics(metrics.registry, '127.0.0.1:0');
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('tandem_http_requests_total');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    server.close();
  });
});
