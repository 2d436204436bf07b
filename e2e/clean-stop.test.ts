import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { allowEgress } from '../scripts/test-env/allow-egress.js';
import { eventually } from '../scripts/test-env/eventually.js';
import { freePort } from '../scripts/test-env/global-setup.js';

const root = resolve(import.meta.dirname, '..');

/** `npm start` as a terminal runs it: a process group of its own that Ctrl-C signals as a whole. */
type Stack = { child: ChildProcess; output: string[]; exited: Promise<number | null> };

/**
 * Ctrl-C of `npm start` with 20 steps in flight (10 that run once, 10 with an idempotency key): the
 * workers take no new steps and let the running ones finish before Temporal and the API stop; after
 * the next start every run completes, no step failed and none was sent twice.
 */
describe('a clean stop of npm start drains the running steps', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-clean-stop-'));
  const database = `clean_stop_${process.pid}_${Date.now()}`;
  const received = new Map<string, number>();
  const held: ServerResponse[] = [];
  let releasing = false;
  let service: Server;
  let disallow: (() => void) | undefined;
  let env: Record<string, string>;
  let stack: Stack | undefined;

  const answer = (response: ServerResponse) => response.setHeader('content-type', 'application/json').end('{"ok":true}');

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const databaseUrl = new URL(inject('databaseUrl'));
    databaseUrl.pathname = `/${database}`;
    service = createServer((request, response) => {
      received.set(request.url ?? '', (received.get(request.url ?? '') ?? 0) + 1);
      if (releasing) answer(response);
      else held.push(response);
    });
    await new Promise<void>((done) => service.listen(0, '127.0.0.1', done));
    disallow = allowEgress(`http://127.0.0.1:${(service.address() as AddressInfo).port}`);
    const port = await freePort();
    env = {
      DATABASE_URL: databaseUrl.toString(),
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      COOKIE_SECURE: 'false',
      TEMPORAL_PORT: String(await freePort()),
      TEMPORAL_UI_PORT: String(await freePort()),
      TANDEM_DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-build'),
      WORKER_SHUTDOWN_GRACE_SECONDS: '30',
    };
  });
  afterAll(async () => {
    // A stack left running by a failure stops as after Ctrl-C (its Temporal server and workers with it).
    if (stack?.child.exitCode === null && stack.child.pid) {
      process.kill(-stack.child.pid, 'SIGINT');
      await Promise.race([stack.exited, new Promise((done) => setTimeout(done, 60_000))]);
    }
    for (const response of held) answer(response);
    disallow?.();
    await new Promise((done) => service?.close(done));
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<Stack> {
    const { TEMPORAL_ADDRESS: _address, TEMPORAL_UI_URL: _ui, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: root, env: { ...inherited, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    const note = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter((line) => line.trim()));
    child.stdout?.on('data', note);
    child.stderr?.on('data', note);
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const up = await eventually(async () => output.some((line) => line.includes('Tandem is up')) || child.exitCode !== null, Boolean, 120_000, 200);
    expect(up && child.exitCode === null, output.join('\n')).toBe(true);
    return { child, output, exited };
  }

  it('Ctrl-C with 20 steps in flight: zero failed, zero sent twice', async () => {
    stack = await start();
    const base = env.PUBLIC_URL!;
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `clean-stop-${Date.now()}@example.test`, password: 'correct horse battery', name: 'Stopper' }),
    });
    expect(signup.status).toBe(201);
    const cookies = Object.fromEntries(signup.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!.split('=') as [string, string]));
    const { workspace } = (await signup.json()) as { workspace: { workspaceId: string } };
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}/api/workspaces/${workspace.workspaceId}${path}`, {
        method,
        headers: {
          cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrf-token': cookies.csrf_token ?? '',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as any };
    };

    const paths = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? `/once/${i}` : `/keyed/${i}`));
    const runIds: string[] = [];
    for (const path of paths) {
      const step = { name: 'post', type: 'utility', utility: 'httpRequest', input: { method: lit('POST'), url: lit(`http://127.0.0.1:${(service.address() as AddressInfo).port}${path}`), idempotencyKey: lit(!path.startsWith('/once')) } };
      const flow = await call('POST', '/flows', { name: `Stop ${path}`, definition: { version: 1, trigger: { type: 'manual' }, steps: [step] } });
      expect(flow.status, JSON.stringify(flow.body)).toBe(201);
      const started = await call('POST', `/flows/${flow.body.flowId}/runs`, {});
      expect(started.status).toBe(201);
      runIds.push(started.body.runId);
    }
    // Every step is in flight: its request arrived and waits for its answer.
    await eventually(async () => held.length, (count) => count === 20, 60_000);
    expect(held).toHaveLength(20);

    process.kill(-stack.child.pid!, 'SIGINT');
    await eventually(async () => stack!.output.some((line) => line.includes('running steps get up to 30 s')), Boolean, 20_000, 100);
    releasing = true;
    for (const response of held.splice(0)) answer(response);
    expect(await stack.exited, stack.output.join('\n')).toBe(0);

    stack = await start();
    const statuses = await eventually(
      () => Promise.all(runIds.map(async (runId) => (await call('GET', `/runs/${runId}`)).body.status as string)),
      (all) => all.every((status) => status !== 'running'),
      60_000,
    );
    expect(statuses).toEqual(runIds.map(() => 'completed'));
    expect(Object.fromEntries(received)).toEqual(Object.fromEntries(paths.map((path) => [path, 1])));

    process.kill(-stack.child.pid!, 'SIGINT');
    expect(await stack.exited).toBe(0);
  }, 400_000);
});
