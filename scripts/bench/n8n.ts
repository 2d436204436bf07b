import { execFile, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../test-env/global-setup.js';
import { canRaise, RAISED_NICENESS, spawnRaised } from './raised.js';

/**
 * n8n beside Tandem in the user-stack bench, when installed in the folder the bench names (never a
 * dependency of the project): `npm i n8n@1.82.3 --prefix .tools/n8n` (where cdn.sheetjs.com is out of reach, put
 * `"overrides": { "xlsx": "0.18.5" }` in `.tools/n8n/package.json` first: n8n names its xlsx by that URL; npm 11 runs no install
 * script, so build its SQLite driver afterwards, with Node's own headers and no download: `cd .tools/n8n/node_modules/sqlite3 &&
 * npx node-gyp rebuild --nodedir=/usr`, about a minute). As a user starts it: `n8n start`,
 * SQLite, main mode (executions in the main process), its default logging and execution saving;
 * telemetry, version checks and templates off (the machine reaches nothing but loopback).
 */
export const N8N_DIR = resolve(import.meta.dirname, '../../.tools/n8n');
export const N8N_VERSION = '1.82.3';
const bin = join(N8N_DIR, 'node_modules', 'n8n', 'bin', 'n8n');

export const n8nInstalled = (): boolean => existsSync(bin);

export function n8nVersion(): string | undefined {
  const file = join(N8N_DIR, 'node_modules', 'n8n', 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
}

/** The webhook flow: Webhook (POST /webhook/order) → Set (total = qty × price, SKU upper-cased) → Respond to Webhook with the item. */
const WORKFLOW = {
  id: 'benchOrderFlow01',
  name: 'bench order',
  active: false,
  settings: { executionOrder: 'v1' },
  connections: {
    Webhook: { main: [[{ node: 'Set', type: 'main', index: 0 }]] },
    Set: { main: [[{ node: 'Respond', type: 'main', index: 0 }]] },
  },
  nodes: [
    {
      id: '5c0a8f2e-1d3b-4e4f-9a51-000000000001',
      name: 'Webhook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      position: [0, 0],
      webhookId: '5c0a8f2e-1d3b-4e4f-9a51-0000000000aa',
      parameters: { httpMethod: 'POST', path: 'order', responseMode: 'responseNode', options: {} },
    },
    {
      id: '5c0a8f2e-1d3b-4e4f-9a51-000000000002',
      name: 'Set',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [200, 0],
      parameters: {
        mode: 'manual',
        assignments: {
          assignments: [
            { id: 'a1', name: 'total', value: '={{ $json.body.qty * $json.body.price }}', type: 'number' },
            { id: 'a2', name: 'sku', value: '={{ $json.body.sku.toUpperCase() }}', type: 'string' },
          ],
        },
        options: {},
      },
    },
    {
      id: '5c0a8f2e-1d3b-4e4f-9a51-000000000003',
      name: 'Respond',
      type: 'n8n-nodes-base.respondToWebhook',
      typeVersion: 1.1,
      position: [400, 0],
      parameters: { respondWith: 'firstIncomingItem', options: {} },
    },
  ],
};

function settings(userFolder: string, port: number): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: userFolder,
    N8N_USER_FOLDER: userFolder,
    N8N_PORT: String(port),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_HOST: '127.0.0.1',
    DB_TYPE: 'sqlite',
    EXECUTIONS_MODE: 'regular',
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_HIRING_BANNER_ENABLED: 'false',
    N8N_LICENSE_AUTO_RENEW_ENABLED: 'false',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
    N8N_SECURE_COOKIE: 'false',
    GENERIC_TIMEZONE: 'UTC',
  };
}

/** Starts n8n with the webhook flow imported and active; answers its hook URL, its pid and the stop. */
export async function startN8n(log: (line: string) => void) {
  const userFolder = mkdtempSync(join(tmpdir(), 'tandem-bench-n8n-'));
  const port = await freePort();
  const env = settings(userFolder, port);
  const file = join(userFolder, 'workflow.json');
  writeFileSync(file, JSON.stringify([WORKFLOW]));
  const cli = promisify(execFile);
  log('n8n: importing and activating the webhook flow');
  await cli(process.execPath, [bin, 'import:workflow', `--input=${file}`], { env, cwd: userFolder, timeout: 180_000 });
  await cli(process.execPath, [bin, 'update:workflow', `--id=${WORKFLOW.id}`, '--active=true'], { env, cwd: userFolder, timeout: 180_000 });
  const child: ChildProcess = spawnRaised(process.execPath, [bin, 'start'], { env, cwd: userFolder, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = createWriteStream(join(userFolder, 'n8n.out'));
  child.stdout!.pipe(output);
  child.stderr!.pipe(output);
  const hookUrl = `http://127.0.0.1:${port}/webhook/order`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const exited = await new Promise<boolean>((done) => {
        const timer = setTimeout(() => done(false), 30_000);
        child.once('exit', () => (clearTimeout(timer), done(true)));
      });
      if (!exited && child.pid) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(userFolder, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`n8n exited with ${child.exitCode}`);
      try {
        const res = await fetch(hookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ qty: 2, price: 2.5, sku: 'ab-1' }) });
        const text = await res.text();
        if (res.status === 200) {
          const answer = JSON.parse(text) as { total?: number; sku?: string };
          if (answer.total !== 5 || answer.sku !== 'AB-1') throw new Error(`n8n's flow answered ${text}`);
          break;
        }
      } catch (error) {
        if (error instanceof Error && error.message.startsWith("n8n's flow")) throw error;
      }
      if (Date.now() > deadline) throw new Error('n8n did not answer its webhook within 300 s');
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (error) {
    const tail = existsSync(join(userFolder, 'n8n.out')) ? readFileSync(join(userFolder, 'n8n.out'), 'utf8').split('\n').slice(-30).join('\n') : '';
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
  log(`n8n ${n8nVersion()} up at ${hookUrl} (pid ${child.pid}${canRaise() ? `, nice ${RAISED_NICENESS}` : ''})`);
  return { hookUrl, pid: child.pid!, stop };
}
