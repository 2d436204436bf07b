import type { ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../test-env/global-setup.js';
import { spawnRaised } from './raised.js';

const root = resolve(import.meta.dirname, '../..');

export type UserStackOptions = {
  /** Extra settings for the stack's process (WORKER_POOLS, LOG_REQUESTS, TANDEM_EGRESS_ALLOW, …). */
  env?: Record<string, string>;
  /** Writes V8 CPU profiles of the stack's Node process (every thread) into this folder when it stops. */
  profileDir?: string;
  /** Node processes to start beside it on the same database and Temporal server: workers/src/main.ts with these WORKER_POOLS. */
  workerProcesses?: string[];
  /** The stack's main process without its own workers (WORKER_POOLS for it; default all). */
  pools?: string;
};

function descendants(pid: number): { pid: number; comm: string }[] {
  const all: { pid: number; ppid: number; comm: string }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = text.lastIndexOf(')');
      all.push({ pid: Number(name), ppid: Number(text.slice(close + 2).split(' ')[1]), comm: text.slice(text.indexOf('(') + 1, close) });
    } catch {
      // Gone between the listing and the read.
    }
  }
  const found: { pid: number; comm: string }[] = [];
  const walk = (parent: number) => {
    for (const p of all.filter((q) => q.ppid === parent)) {
      found.push(p);
      walk(p.pid);
    }
  };
  walk(pid);
  return found;
}

function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once('exit', () => (clearTimeout(timer), done(true)));
  });
}

/**
 * `npm start` as a user runs it (scripts/start-stack.ts, its real settings and logging), in a data
 * folder and on ports of its own, at raised priority, in a process group of its own so that a failed
 * bench still stops every part of it. Answers once `/api/health` says ok.
 */
export async function startUserStack(log: (line: string) => void, options: UserStackOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-user-stack-'));
  // Postgres runs as the `postgres` user when we are root: it must reach its folder inside this one.
  chmodSync(dataDir, 0o755);
  const [port, pgPort, temporalPort, uiPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const webDist = join(root, 'web', 'dist');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    TANDEM_STACK_PROCESS: '1',
    TANDEM_DATA_DIR: dataDir,
    PORT: String(port),
    TANDEM_PG_PORT: String(pgPort),
    TEMPORAL_PORT: String(temporalPort),
    TEMPORAL_UI_PORT: String(uiPort),
    WORKER_SHUTDOWN_GRACE_SECONDS: '5',
    // A built web app as it is: a bench that edits docs/ would otherwise rebuild it on every start (the API does not depend on it).
    ...(existsSync(join(webDist, 'index.html')) ? { WEB_DIST: webDist } : {}),
    ...(options.pools ? { WORKER_POOLS: options.pools } : {}),
    ...options.env,
  };
  const nodeArgs = (profileName: string) => (options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(options.profileDir, profileName)}`] : []);
  const output = createWriteStream(join(dataDir, 'stack.out'));
  const stack = spawnRaised(process.execPath, [...nodeArgs('stack'), '--import', 'tsx', join(root, 'scripts/start-stack.ts')], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  stack.stdout!.pipe(output);
  stack.stderr!.pipe(output);
  const base = `http://127.0.0.1:${port}`;
  const extra: ChildProcess[] = [];
  const stop = async () => {
    for (const child of [...extra, stack]) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGTERM');
      if (!(await waitExit(child, 60_000)) && child.pid) process.kill(-child.pid, 'SIGKILL');
    }
    // Whatever of the group is left (a server its parent did not stop).
    for (const child of [...extra, stack]) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(base, stack, dataDir);
    const databaseUrl = `postgres://tandem:tandem@127.0.0.1:${pgPort}/tandem`;
    const temporalAddress = `127.0.0.1:${temporalPort}`;
    for (const [i, pools] of (options.workerProcesses ?? []).entries()) {
      const worker = spawnRaised(process.execPath, [...nodeArgs(`workers-${i}`), '--import', 'tsx', join(root, 'workers/src/main.ts')], {
        cwd: root,
        env: { ...env, WORKER_POOLS: pools, DATABASE_URL: databaseUrl, TEMPORAL_ADDRESS: temporalAddress },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      worker.stdout!.pipe(createWriteStream(join(dataDir, `workers-${i}.out`)));
      worker.stderr!.pipe(createWriteStream(join(dataDir, `workers-${i}.err`)));
      extra.push(worker);
      await waitForLine(worker, /serving/, 120_000);
    }
    const stackPid = stack.pid!;
    const below = descendants(stackPid);
    const pids = {
      stack: stackPid,
      temporal: below.find((p) => p.comm === 'temporal')?.pid ?? Number.NaN,
      postgres: Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]),
      ...Object.fromEntries(extra.map((w, i) => [`workers-${i}`, w.pid!])),
    };
    log(`stack up at ${base} (pids ${JSON.stringify(pids)})`);
    return { base, port, databaseUrl, temporalAddress, dataDir, pids, stop };
  } catch (error) {
    const tail = existsSync(join(dataDir, 'stack.out')) ? readFileSync(join(dataDir, 'stack.out'), 'utf8').split('\n').slice(-30).join('\n') : '';
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
}

export type UserStack = Awaited<ReturnType<typeof startUserStack>>;

async function waitHealthy(base: string, stack: ChildProcess, dataDir: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null) throw new Error(`the stack exited with ${stack.exitCode} (its output: ${join(dataDir, 'stack.out')})`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the stack did not become healthy within 300 s');
}

function waitForLine(child: ChildProcess, pattern: RegExp, ms: number): Promise<void> {
  return new Promise((done, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`no line matching ${pattern} within ${ms} ms: ${seen.slice(-2000)}`)), ms);
    const look = (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.once('exit', (code) => (clearTimeout(timer), fail(new Error(`exited with ${code}: ${seen.slice(-2000)}`))));
  });
}
