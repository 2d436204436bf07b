import autocannon from 'autocannon';
import { percentile, round } from './percentiles.js';

/**
 * One step of a load test, run in a process of its own (scripts/bench/load-step.ts starts it) so the
 * load generator never shares an event loop with the API it measures. Argument: the step as JSON;
 * output: its figures as one JSON line.
 */
export type LoadStepOptions = {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Requests per second offered, all connections together, for `seconds`: rate × seconds requests. */
  rate: number;
  connections: number;
  seconds: number;
};

/** A request unanswered this long counts as a timeout. */
const TIMEOUT_SECONDS = 10;

function measure(options: LoadStepOptions) {
  return new Promise<ReturnType<typeof figures>>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: options.url,
        method: options.method,
        headers: options.headers,
        body: options.body,
        overallRate: options.rate,
        connections: options.connections,
        // A fixed number of requests, each awaited: a step cut off by a timer would leave its last
        // burst unmeasured (and still starting runs), and hide the slowest answers of an overload.
        amount: options.rate * options.seconds,
        timeout: TIMEOUT_SECONDS,
      },
      (error, result) => (error ? reject(error) : resolve(figures(options, result, latencies))),
    );
    // Every answer's time, 2xx or not (autocannon's own histogram keeps 2xx only and has no p95).
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function figures(options: LoadStepOptions, result: autocannon.Result, latencies: number[]) {
  // Bursts at 0 … seconds−1 s: a server that keeps up is done within `seconds`; one that lags takes longer.
  const seconds = Math.max(result.duration, options.seconds);
  const at = (p: number) => round(percentile(latencies, p), 1);
  return {
    offered: options.rate,
    connections: options.connections,
    seconds,
    ok: result['2xx'],
    achieved: round(result['2xx'] / seconds, 1),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: at(100),
    non2xx: result.non2xx,
    /** Status codes other than 2xx, with their counts. */
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => [code, count ?? 0])),
    /** Connection errors and timeouts (timeouts included). */
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export type LoadStepFigures = Awaited<ReturnType<typeof measure>>;

if (process.argv[1] === import.meta.filename) {
  const options = JSON.parse(process.argv[2] ?? '') as LoadStepOptions;
  process.stdout.write(JSON.stringify(await measure(options)) + '\n');
}
