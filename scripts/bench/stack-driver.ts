import { Connection } from '@temporalio/client';
import { runWorkflowId } from '@tandem/temporal';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { ulid } from 'ulid';

/**
 * One phase of the user-stack bench (scripts/bench/user-stack-bench.ts), run in a process of its own
 * like any outside client (scripts/bench/child-driver.ts): `total` runs with `concurrency` in flight.
 * - `manual`: `POST …/flows/:flowId/runs` with an API token; `webhook`: `POST` to the flow's hook URL;
 *   both then wait for the run's workflow to close;
 * - `bare`: the bare SDK app's workflow started by a plain SDK client, then awaited the same way;
 * - `n8n`: `POST` to an n8n webhook that answers once its workflow has run.
 * Closing is awaited on Temporal's close event (a long poll, as `handle.result()` does) without
 * decoding the result: the driver needs no key and no database, and both sides are awaited alike.
 */
export type StackDriverOptions = {
  kind: 'manual' | 'webhook' | 'bare' | 'n8n';
  total: number;
  concurrency: number;
  temporalAddress: string;
  /** manual: the runs URL and token; webhook and n8n: the hook URL. */
  url?: string;
  token?: string;
  /** The JSON each start sends (manual: `{ input }`, webhook and n8n: the hook's body, bare: the workflow's argument). */
  body: unknown;
  /** bare: the workflow type and its task queue; `args` when it takes more than `body`. */
  workflowType?: string;
  taskQueue?: string;
  args?: unknown[];
};

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs JSON on kept-alive connections (node:http: `fetch` costs the client more CPU per request). */
export function post(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.once('error', reject).end(data);
  });
}

const NOT_FOUND = 5;
/** `HISTORY_EVENT_FILTER_TYPE_CLOSE_EVENT`: the long poll answers with the close event only. */
const CLOSE_EVENT = 2;

/** Waits for the workflow's close event; throws unless it completed. Asks again a few ms later while the workflow does not exist yet. */
export async function closed(connection: Connection, workflowId: string, onEarly: () => void = () => {}): Promise<void> {
  let nextPageToken: Uint8Array | undefined;
  for (let wait = 2; ; ) {
    let response;
    try {
      response = await connection.workflowService.getWorkflowExecutionHistory({
        namespace: 'default',
        execution: { workflowId },
        waitNewEvent: true,
        skipArchival: true,
        historyEventFilterType: CLOSE_EVENT,
        ...(nextPageToken ? { nextPageToken } : {}),
      });
    } catch (error) {
      if ((error as { code?: number }).code !== NOT_FOUND) throw error;
      onEarly();
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, 50);
      continue;
    }
    const event = response.history?.events?.[0];
    if (!event) {
      nextPageToken = response.nextPageToken ?? undefined;
      continue;
    }
    if (!event.workflowExecutionCompletedEventAttributes) throw new Error(`${workflowId} closed without completing: ${JSON.stringify(event.eventType)}`);
    return;
  }
}

async function phase(options: StackDriverOptions) {
  const connection = await Connection.connect({ address: options.temporalAddress });
  const times: number[] = [];
  const starts: number[] = [];
  let early = 0;
  /** Starts one run; answers the workflow id to await (none for n8n, whose answer comes after its run). */
  const start = async (): Promise<string | undefined> => {
    if (options.kind === 'bare') {
      const workflowId = `bare_${ulid()}`;
      await connection.workflowService.startWorkflowExecution({
        namespace: 'default',
        workflowId,
        requestId: workflowId,
        workflowType: { name: options.workflowType },
        taskQueue: { name: options.taskQueue },
        // The SDK's default converter: plain JSON.
        input: { payloads: (options.args ?? [options.body]).map((arg) => ({ metadata: { encoding: Buffer.from('json/plain') }, data: Buffer.from(JSON.stringify(arg)) })) },
      });
      return workflowId;
    }
    const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
    const answer = await post(options.url!, options.body, headers);
    const expected = { manual: 201, webhook: 202, n8n: 200 }[options.kind];
    if (answer.status !== expected) throw new Error(`POST ${options.url}: ${answer.status} ${answer.text}`);
    return options.kind === 'n8n' ? undefined : runWorkflowId((JSON.parse(answer.text) as { runId: string }).runId);
  };
  let next = 0;
  const began = performance.now();
  try {
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (next++ < options.total) {
          const started = performance.now();
          const workflowId = await start();
          starts.push(performance.now() - started);
          if (workflowId) await closed(connection, workflowId, () => early++);
          times.push(performance.now() - started);
        }
      }),
    );
  } finally {
    agent.destroy();
    await connection.close();
  }
  return { runs: options.total, seconds: (performance.now() - began) / 1000, times, starts, early };
}

export type StackPhase = Awaited<ReturnType<typeof phase>>;

if (process.argv[1] === import.meta.filename) {
  const options = JSON.parse(process.argv[2] ?? '') as StackDriverOptions;
  process.stdout.write(JSON.stringify(await phase(options)) + '\n');
}
