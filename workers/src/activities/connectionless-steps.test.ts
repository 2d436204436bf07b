import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { allowEgress } from '../../../scripts/test-env/allow-egress.js';
import { signUp, startTestStack, waitForRun, type TestStack } from '../../../scripts/test-env/test-stack.js';

/**
 * The generic HTTP action needs no connection: its steps look none up (one database round trip less
 * per step), even when the workspace happens to hold an HTTP connection, unless the step names one.
 */
describe('steps of an app that needs no connection', () => {
  let stack: TestStack;
  let api: Server;
  let url: string;
  let disallow: () => void;

  beforeAll(async () => {
    api = createServer((_request, response) => response.setHeader('content-type', 'application/json').end('{"ok":true}'));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    disallow = allowEgress(url);
    stack = await startTestStack({ pools: 'flows,app.http' });
  });
  afterAll(async () => {
    disallow?.();
    await stack?.stop();
    api?.close();
  });

  it('use no connection unless the step names one', async () => {
    const user = await signUp(stack.app);
    const ws = `/api/workspaces/${user.workspaceId}`;
    const created = await user.request('POST', `${ws}/connections`, { app: 'http', name: 'Any API', auth: null, config: {} });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const connectionId = created.body.id as string;
    const send = (name: string, named?: string) => ({ name, type: 'action', app: 'http', action: 'request.send', ...(named ? { connectionId: named } : {}), input: { method: lit('get'), url: lit(`${url}/${name}`) } });
    const run = async (steps: unknown[]) => {
      const flow = await user.request('POST', `${ws}/flows`, { name: `HTTP ${Date.now()}`, definition: { version: 1, trigger: { type: 'manual' }, steps } });
      expect(flow.status, JSON.stringify(flow.body)).toBe(201);
      return waitForRun(user, (await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {})).body.runId);
    };
    const testedStatus = async () => (await user.request('GET', `${ws}/connections`)).body.items.find((c: { id: string }) => c.id === connectionId).testedStatus;
    const before = await testedStatus();

    // A step that used a connection marks it working; one that used none leaves it as it was.
    expect((await run([send('plain')])).status).toBe('completed');
    expect(await testedStatus()).toBe(before);
    expect((await run([send('named', connectionId)])).status).toBe('completed');
    expect(await testedStatus()).toBe('working');
  });
});
