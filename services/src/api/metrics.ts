import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '@tandem/platform/db';

/** Routes whose successful answer started a run, with the trigger it counts as. */
const RUN_STARTS: Record<string, string> = {
  'POST /api/workspaces/:ws/flows/:flowId/runs': 'manual',
  'POST /hooks/:hookToken': 'webhook',
};

/**
 * The API's Prometheus metrics: requests by route and status with their latency, runs started through
 * the API by trigger, and the runs of the index by status (counted in Postgres at each scrape, so
 * every API process reports the same totals: failed runs included, whatever started them), and the
 * runs accepted but not started yet (docs/operations.md).
 */
export function createApiMetrics(db: Db): { registry: Registry; register(app: FastifyInstance): void } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'tandem_http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'tandem_http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const runsStarted = new Counter({ name: 'tandem_runs_started_total', help: 'Runs started through this API process', labelNames: ['trigger'], registers: [registry] });
  new Gauge({
    name: 'tandem_runs',
    help: 'Runs in the runs index by status (all workspaces)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await db.selectFrom('runs').select(['status', (eb) => eb.fn.countAll<string>().as('count')]).groupBy('status').execute();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
  new Gauge({
    name: 'tandem_run_intake_waiting',
    help: 'Runs accepted whose workflow has not started yet (all API processes), and the age in seconds of the oldest',
    labelNames: ['measure'],
    registers: [registry],
    async collect() {
      const row = await db.selectFrom('runIntake').select([(eb) => eb.fn.countAll<string>().as('count'), (eb) => eb.fn.min('acceptedAt').as('oldest')]).executeTakeFirstOrThrow();
      this.set({ measure: 'runs' }, Number(row.count));
      this.set({ measure: 'oldest_seconds' }, row.oldest ? Math.max(0, (Date.now() - new Date(row.oldest).getTime()) / 1000) : 0);
    },
  });
  return {
    registry,
    register(app) {
      app.addHook('onResponse', async (request, reply) => {
        // The route's pattern, not its URL: ids would make a series per workspace and run.
        const route = request.routeOptions.url ?? 'unmatched';
        requests.inc({ method: request.method, route, status: String(reply.statusCode) });
        latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
        const trigger = RUN_STARTS[`${request.method} ${route}`];
        if (trigger && reply.statusCode < 300) runsStarted.inc({ trigger });
      });
    },
  };
}

/** Serves `/metrics` of the registry on its own address (`TANDEM_METRICS_ADDRESS`, host:port), apart from the public port. */
export async function serveMetrics(registry: Registry, address: string): Promise<Server> {
  const [host, port] = [address.slice(0, address.lastIndexOf(':')), Number(address.slice(address.lastIndexOf(':') + 1))];
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') return void res.writeHead(404).end();
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host || '0.0.0.0', resolve));
  return server;
}
