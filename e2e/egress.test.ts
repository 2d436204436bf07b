import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { type ConnectionRecorder, type FakeServer, jsonResponse, startConnectionRecorder, startFakeServer } from '@tandem/catalog/fakes';
import { startDevServer, type DevServer } from '@tandem/temporal/server';
import { allowEgress } from '../scripts/test-env/allow-egress.js';
import { freePort } from '../scripts/test-env/global-setup.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const refused = /^Flows may not connect to \S+( \(\S+\))?: (loopback|unspecified|reserved \(IPv4-compatible\)) addresses are refused; an operator can allow this exact host:port in TANDEM_EGRESS_ALLOW$/;

describe('flows never reach inside: the egress policy through Temporal', () => {
  let stack: TestStack;
  let user: TestUser;
  /** A Temporal server with its UI, as `npm start` runs it. */
  let temporal: DevServer;
  /** Listening on 127.0.0.1 and ::1 (same port): counts every connection a step opens. */
  let v4: ConnectionRecorder;
  let v6: ConnectionRecorder;
  let shop: FakeServer;
  let allowedPort: ConnectionRecorder;
  const undo: Array<() => void> = [];

  beforeAll(async () => {
    const [grpcPort, uiPort] = [await freePort(), await freePort()];
    [stack, temporal, v4] = await Promise.all([startTestStack(), startDevServer({ port: grpcPort, uiPort, log: () => {} }), startConnectionRecorder('127.0.0.1')]);
    v6 = await startConnectionRecorder('::1', v4.port);
    shop = await startFakeServer((req) => (req.path === '/moved' ? { status: 302, headers: { location: `http://127.0.0.1:${v4.port}/admin` } } : jsonResponse(200, { ok: true })));
    allowedPort = await startConnectionRecorder('127.0.0.1');
    undo.push(allowEgress(`http://127.0.0.1:${allowedPort.port}`));
    user = await signUp(stack.app);
  }, 120_000);

  afterAll(async () => {
    for (const u of undo) u();
    await stack?.stop();
    await temporal?.stop();
    await Promise.all([v4?.close(), v6?.close(), shop?.close(), allowedPort?.close()]);
  });

  async function run(name: string, step: Record<string, unknown>) {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const definition = { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'call', ...step }] };
    const flow = await user.request('POST', `${ws}/flows`, { name, definition });
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    return waitForRun(user, started.body.runId, 60_000);
  }
  const httpStep = (url: string) => ({ type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url: lit(url) } });

  it('refuses the Temporal UI, the Temporal frontend, Postgres and every loopback form, non-retryably and without connecting', async () => {
    const uiUrl = temporal.uiUrl!;
    // The UI is there: a step would have read it before the policy.
    expect((await fetch(`${uiUrl}/`)).status).toBe(200);
    const postgres = new URL(inject('databaseUrl'));
    const targets = [
      `${uiUrl}/api/v1/namespaces/default/workflows`,
      `http://${temporal.address}/`,
      `http://${inject('temporalAddress')}/`,
      `http://${postgres.hostname}:${postgres.port}/`,
      `http://127.0.0.1:${v4.port}/`,
      `http://2130706433:${v4.port}/`,
      `http://0x7f.1:${v4.port}/`,
      `http://017700000001:${v4.port}/`,
      `http://0.0.0.0:${v4.port}/`,
      `http://[::1]:${v4.port}/`,
      `http://[::]:${v4.port}/`,
      `http://[::ffff:127.0.0.1]:${v4.port}/`,
      `http://localhost:${v4.port}/`,
    ];
    const states = await Promise.all(targets.map((url, i) => run(`inside ${i}`, httpStep(url))));
    for (const [i, state] of states.entries()) {
      expect(state.status, targets[i]).toBe('failed');
      expect(state.error.message, targets[i]).toMatch(refused);
      expect(state.steps[0], targets[i]).toMatchObject({ status: 'failed', error: { type: 'ConnectorNonRetryableError' } });
    }
    expect(states[0].error.message).toContain(`${new URL(uiUrl).host} (127.0.0.1): loopback`);
    expect(states[5].error.message).toContain(`127.0.0.1:${v4.port}: loopback`);
    expect([v4.connections, v6.connections]).toEqual([0, 0]);
  });

  it('refuses the http action too, and a redirect from an allowed fake to a refused port', async () => {
    const action = await run('action inside', { type: 'action', app: 'http', action: 'request.send', input: { url: lit(`http://[::1]:${v4.port}/`) } });
    expect(action.status).toBe('failed');
    expect(action.error.message).toMatch(refused);
    const redirected = await run('redirect inside', httpStep(`${shop.url}/moved`));
    expect(redirected.status).toBe('failed');
    expect(redirected.error.message).toBe(`Flows may not connect to 127.0.0.1:${v4.port}: loopback addresses are refused; an operator can allow this exact host:port in TANDEM_EGRESS_ALLOW`);
    expect(shop.requests.map((r) => r.path)).toEqual(['/moved']);
    expect([v4.connections, v6.connections]).toEqual([0, 0]);
  });

  it('reaches an allowed exact host:port, and not another port of the same host', async () => {
    const allowed = await run('allowed fake', httpStep(`${shop.url}/products`));
    expect(allowed.status).toBe('completed');
    expect(allowed.steps[0].output).toMatchObject({ statusCode: 200, body: { ok: true } });
    const before = allowedPort.connections;
    const sameHost = await run('same host, other port', httpStep(`http://127.0.0.1:${v4.port}/products`));
    expect(sameHost.error.message).toMatch(refused);
    const sameHostAllowed = await run('allowed port', { ...httpStep(`http://127.0.0.1:${allowedPort.port}/`), input: { method: lit('GET'), url: lit(`http://127.0.0.1:${allowedPort.port}/`), retryOnError: lit(false) } });
    expect(sameHostAllowed.error.message).not.toMatch(refused);
    expect(allowedPort.connections).toBeGreaterThan(before);
    expect([v4.connections, v6.connections]).toEqual([0, 0]);
  });
});
