import { lit } from '@tandem/catalog';
import { startFake, type StartedFake } from '@tandem/catalog/fakes';
import { startTracing, type Tracing } from '@tandem/platform/telemetry/tracing';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually } from '../scripts/test-env/eventually.js';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../scripts/test-env/otlp-receiver.js';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';
import { killWorker, spawnWorker, stopWorker } from '../scripts/test-env/worker-process.js';

/** A recognisable connection secret (Mailgun's API key), and a webhook URL's token (its path is its secret). */
const MAIL_KEY = 'key-SECRETmailgun7ace0ff1ce99';
const HOOK_TOKEN = 'SECREThook7ace0ff1ce99b0b';

/**
 * With tracing on, one trace follows a run from the API request that starts it, through the
 * Temporal client and the workflow, to the activity that calls the app; no span carries a secret.
 * The API and the flows pool run in the test; the Mailgun pool is a worker process of its own,
 * traced from its environment like in production.
 */
describe('OpenTelemetry traces from an API request to each activity', () => {
  let receiver: OtlpReceiver;
  let apiTracing: Tracing;
  let workerTracing: Tracing;
  let stack: TestStack;
  let mailgun: StartedFake<'mailgun'>;
  let mailWorker: ChildProcess | undefined;
  let user: TestUser;
  let flowId: string;
  let apiToken: string;
  let restoreUrls: () => void = () => {};

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const settings = { tracesUrl: receiver.url, serviceName: undefined };
    apiTracing = startTracing(settings, 'tandem-api')!;
    workerTracing = startTracing(settings, 'tandem-worker')!;
    mailgun = await startFake('mailgun', { apiKey: MAIL_KEY });
    restoreUrls = pointAppsAt({ mailgun: mailgun.url });
    stack = await startTestStack({ pools: 'flows', tracing: apiTracing, workerTracing });
    mailWorker = await spawnWorker({
      DATABASE_URL: inject('databaseUrl'),
      TEMPORAL_ADDRESS: inject('temporalAddress'),
      TEMPORAL_NAMESPACE: stack.namespace,
      WORKER_POOLS: 'app.mailgun',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url.replace('/v1/traces', ''),
      OTEL_SERVICE_NAME: 'tandem-worker-mail',
    });

    user = await signUp(stack.app);
    const ws = `/api/workspaces/${user.workspaceId}`;
    const mail = await user.request('POST', `${ws}/connections`, { app: 'mailgun', name: 'Shop mail', auth: { token: MAIL_KEY }, config: { domain: 'mg.example.com', sender: 'Shop <alerts@mg.example.com>' } });
    expect(mail.status).toBe(201);
    const steps = [{ name: 'mail', type: 'action', app: 'mailgun', action: 'messages.send', connectionId: mail.body.id, input: { to: lit('team@example.com'), subject: lit('Hello'), text: lit('From a flow') } }];
    flowId = (await user.request('POST', `${ws}/flows`, { name: 'Traced mail', definition: { version: 1, trigger: { type: 'manual' }, steps } })).body.flowId;
    const created = await user.request('POST', '/api/tokens', { name: 'tracing test', workspaceId: user.workspaceId });
    expect(created.status).toBe(201);
    apiToken = created.body.token;
  }, 180_000);
  afterAll(async () => {
    restoreUrls();
    if (mailWorker) await killWorker(mailWorker);
    await stack?.stop();
    await Promise.all([apiTracing?.shutdown(), workerTracing?.shutdown(), mailgun?.close()]);
    await receiver?.close();
  });

  /** Starts the flow with the API token, like a script would, and waits for the run to complete. */
  async function completedRun(): Promise<string> {
    const started = await stack.app.inject({ method: 'POST', url: `/api/workspaces/${user.workspaceId}/flows/${flowId}/runs`, headers: { authorization: `Bearer ${apiToken}` }, payload: {} });
    expect(started.statusCode, started.body).toBe(201);
    const runId: string = started.json().runId;
    expect((await waitForRun(user, runId)).status).toBe('completed');
    return runId;
  }

  it('links request → StartWorkflow → RunWorkflow → the action activity in one trace, without the token or the connection secret', async () => {
    const runId = await completedRun();
    // A webhook call is traced under its route pattern, never its path.
    expect((await stack.app.inject({ method: 'POST', url: `/hooks/${HOOK_TOKEN}`, payload: {} })).statusCode).toBe(404);

    const route = '/api/workspaces/:ws/flows/:flowId/runs';
    const request = await eventually(
      async () => {
        await Promise.all([apiTracing.flush(), workerTracing.flush()]);
        return receiver.spans.find((span) => span.name === `POST ${route}` && stringAttribute(span, 'tandem.workspace_id') === user.workspaceId);
      },
      Boolean,
    );
    expect(request, 'the request span').toBeDefined();
    expect(request!.service).toBe('tandem-api');
    expect(intAttribute(request!, 'http.response.status_code')).toBe(201);
    expect(stringAttribute(request!, 'http.route')).toBe(route);

    // The workflow's spans leave the worker when the run has ended: wait for the whole chain.
    const chain = await eventually(
      async () => {
        await Promise.all([apiTracing.flush(), workerTracing.flush()]);
        const trace = receiver.spans.filter((span) => span.traceId === request!.traceId);
        const child = (parent: ReceivedSpan | undefined, name: string) => trace.find((span) => span.parentSpanId === parent?.spanId && span.name === name);
        const startWorkflow = child(request, 'StartWorkflow:runFlow');
        const runWorkflow = child(startWorkflow, 'RunWorkflow:runFlow');
        const startActivity = child(runWorkflow, 'StartActivity:runAction');
        const runActivity = child(startActivity, 'RunActivity:runAction');
        return { startWorkflow, runWorkflow, startActivity, runActivity };
      },
      (found) => Object.values(found).every(Boolean),
    );
    expect(Object.entries(chain).filter(([, span]) => !span).map(([name]) => name), 'spans missing from the chain').toEqual([]);
    expect(chain.startWorkflow!.service).toBe('tandem-api');
    expect(chain.runWorkflow!.service).toBe('tandem-worker');
    expect(stringAttribute(chain.runWorkflow!, 'workflowId')).toBe(`run_${runId}`);
    const activity = chain.runActivity!;
    expect(activity.service).toBe('tandem-worker-mail');
    expect([stringAttribute(activity, 'tandem.app'), stringAttribute(activity, 'tandem.action'), stringAttribute(activity, 'tandem.step_path')]).toEqual(['mailgun', 'messages.send', expect.any(String)]);
    expect(stringAttribute(activity, 'tandem.workspace_id')).toBe(user.workspaceId);

    const everything = receiver.bodies.join('\n');
    expect(receiver.spans.map((span) => span.name)).toContain('POST /hooks/:hookToken');
    for (const secret of [apiToken, MAIL_KEY, HOOK_TOKEN, user.cookies.tandem_session ?? 'no session cookie']) expect(everything).not.toContain(secret);
    // Inputs stay out of spans too: the mail's subject and recipient were the step's input.
    expect(everything).not.toContain('team@example.com');
  }, 120_000);

  it("a worker process told to stop sends its last spans before it exits", async () => {
    const runId = await completedRun();
    // Spans wait up to 5 s for their batch; the stop sends them at once.
    expect(await stopWorker(mailWorker!)).toBe(0);
    mailWorker = undefined;
    await workerTracing.flush();
    const runWorkflow = receiver.spans.find((span) => span.name === 'RunWorkflow:runFlow' && stringAttribute(span, 'workflowId') === `run_${runId}`);
    const activity = receiver.spans.find((span) => span.name === 'RunActivity:runAction' && stringAttribute(span, 'tandem.run_id') === runId);
    expect(activity?.service).toBe('tandem-worker-mail');
    expect(activity?.traceId).toBe(runWorkflow?.traceId);
  }, 120_000);
});

function stringAttribute(span: ReceivedSpan, key: string): string | undefined {
  const value = span.attributes?.find((attribute) => attribute.key === key)?.value.stringValue;
  return typeof value === 'string' ? value : undefined;
}

function intAttribute(span: ReceivedSpan, key: string): number | undefined {
  const value = span.attributes?.find((attribute) => attribute.key === key)?.value.intValue;
  return value === undefined ? undefined : Number(value);
}
