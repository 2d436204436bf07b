import { lit } from '@tandem/catalog';
import { startFake, type StartedFake } from '@tandem/catalog/fakes';
import { startTracing, type Tracing } from '@tandem/platform/telemetry/tracing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test-env/eventually.js';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../test-env/otlp-receiver.js';
import { pointAppsAt } from '../test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack } from '../test-env/test-stack.js';

/** A recognisable connection secret (Mailgun's API key). */
const MAIL_KEY = 'key-SECRETmailgun7ace0ff1ce99';

/**
 * With tracing on, one trace follows a run from the API request that starts it, through the
 * Temporal client and the workflow, to the activity that calls the app; no span carries a secret.
 */
describe('OpenTelemetry traces from an API request to each activity', () => {
  let receiver: OtlpReceiver;
  let apiTracing: Tracing;
  let workerTracing: Tracing;
  let stack: TestStack;
  let mailgun: StartedFake<'mailgun'>;
  let restoreUrls: () => void = () => {};

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const settings = { tracesUrl: receiver.url, serviceName: undefined };
    apiTracing = startTracing(settings, 'tandem-api')!;
    workerTracing = startTracing(settings, 'tandem-worker')!;
    mailgun = await startFake('mailgun', { apiKey: MAIL_KEY });
    restoreUrls = pointAppsAt({ mailgun: mailgun.url });
    stack = await startTestStack({ pools: 'flows,app.mailgun', tracing: apiTracing, workerTracing });
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await Promise.all([apiTracing?.shutdown(), workerTracing?.shutdown(), mailgun?.close()]);
    await receiver?.close();
  });

  it('links request → StartWorkflow → RunWorkflow → the action activity in one trace, without the token or the connection secret', async () => {
    const user = await signUp(stack.app);
    const ws = `/api/workspaces/${user.workspaceId}`;
    const mail = await user.request('POST', `${ws}/connections`, { app: 'mailgun', name: 'Shop mail', auth: { token: MAIL_KEY }, config: { domain: 'mg.example.com', sender: 'Shop <alerts@mg.example.com>' } });
    expect(mail.status).toBe(201);
    const steps = [{ name: 'mail', type: 'action', app: 'mailgun', action: 'messages.send', connectionId: mail.body.id, input: { to: lit('team@example.com'), subject: lit('Hello'), text: lit('From a flow') } }];
    const flow = await user.request('POST', `${ws}/flows`, { name: 'Traced mail', definition: { version: 1, trigger: { type: 'manual' }, steps } });
    const created = await user.request('POST', '/api/tokens', { name: 'tracing test', workspaceId: user.workspaceId });
    expect(created.status).toBe(201);
    const apiToken: string = created.body.token;

    // The run is started with the API token, like a script would.
    const started = await stack.app.inject({ method: 'POST', url: `${ws}/flows/${flow.body.flowId}/runs`, headers: { authorization: `Bearer ${apiToken}` }, payload: {} });
    expect(started.statusCode, started.body).toBe(201);
    const runId: string = started.json().runId;
    expect((await waitForRun(user, runId)).status).toBe('completed');

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
    expect(activity.service).toBe('tandem-worker');
    expect([stringAttribute(activity, 'tandem.app'), stringAttribute(activity, 'tandem.action'), stringAttribute(activity, 'tandem.step_path')]).toEqual(['mailgun', 'messages.send', expect.any(String)]);
    expect(stringAttribute(activity, 'tandem.workspace_id')).toBe(user.workspaceId);

    const everything = receiver.bodies.join('\n');
    for (const secret of [apiToken, MAIL_KEY, user.cookies.tandem_session ?? 'no session cookie']) expect(everything).not.toContain(secret);
    // Inputs stay out of spans too: the mail's subject and recipient were the step's input.
    expect(everything).not.toContain('team@example.com');
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
