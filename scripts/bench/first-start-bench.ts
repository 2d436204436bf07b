import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../test-env/global-setup.js';
import { round } from './percentiles.js';

const repoRoot = resolve(import.meta.dirname, '../..');

/** PATH without the folders that hold a `go` binary: the first start must not need Go. */
function pathWithoutGo(): string {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir && !existsSync(join(dir, 'go')))
    .join(delimiter);
}

/**
 * The first `npm start` of a fresh clone (npm run bench): the committed tree cloned into a temporary
 * folder, its packages linked from this checkout (installing them is not part of starting), no
 * Temporal CLI cached, no web build, no data, Go out of PATH; timed until `/api/health` answers ok.
 */
export async function firstStartBenchmark(log: (line: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'tandem-first-start-'));
  // Postgres runs as its own user (never as root): it must reach its binaries and data below this folder.
  chmodSync(dir, 0o755);
  try {
    execFileSync('git', ['clone', '-q', repoRoot, dir]);
    for (const folder of ['.', ...readdirSync(repoRoot)]) {
      const modules = join(repoRoot, folder, 'node_modules');
      if (existsSync(modules) && existsSync(join(dir, folder))) execFileSync('cp', ['-al', modules, join(dir, folder, 'node_modules')]);
    }
    const port = await freePort();
    const env = {
      ...process.env,
      PATH: pathWithoutGo(),
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TEMPORAL_PORT: String(await freePort()),
      TEMPORAL_UI_PORT: String(await freePort()),
      TANDEM_PG_PORT: String(await freePort()),
      TANDEM_DATA_DIR: join(dir, '.data'),
    };
    log('first start: npm start in a fresh clone');
    const started = performance.now();
    const child = spawn('npm', ['start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const phases: { at: number; line: string }[] = [];
    const note = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) phases.push({ at: round((performance.now() - started) / 1000, 1), line: line.trim().slice(0, 160) });
    };
    child.stdout.on('data', note);
    child.stderr.on('data', note);
    const exited = new Promise<number | null>((done) => child.on('exit', done));
    let seconds: number | undefined;
    const deadline = started + 600_000;
    while (performance.now() < deadline && seconds === undefined) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (ok) seconds = round((performance.now() - started) / 1000, 1);
      else await new Promise((r) => setTimeout(r, 250));
      if (child.exitCode !== null) break;
    }
    if (child.pid) process.kill(-child.pid, 'SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
    if (seconds === undefined) throw new Error(`npm start did not become healthy:\n${phases.map((p) => `${p.at}s ${p.line}`).join('\n')}`);
    const firstAt = (pattern: RegExp) => phases.find((p) => pattern.test(p.line))?.at ?? null;
    return {
      seconds,
      temporalCli: { source: phases.some((p) => /falling back to/i.test(p.line)) ? 'Go build' : 'wheel', readyAt: firstAt(/Temporal CLI .* ready in/) },
      webBuildStartedAt: firstAt(/building the web app/),
      migrationsAt: firstAt(/migrations applied|schema is up to date/),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type FirstStart = Awaited<ReturnType<typeof firstStartBenchmark>>;

export function firstStartSection(r: FirstStart): string[] {
  return [
    '## The first start',
    '',
    '`npm start` in a fresh clone of the committed tree (scripts/bench/first-start-bench.ts): packages linked from this checkout,',
    'no Temporal CLI cached, no web build, no data, Go removed from PATH; timed until `/api/health` answers ok.',
    '',
    `Healthy after ${r.seconds} s (target ≤ 60 s). On the way: the web app's build began at ${r.webBuildStartedAt ?? '–'} s, the database was migrated at`,
    `${r.migrationsAt ?? '–'} s, the Temporal CLI (from the ${r.temporalCli.source}) was ready at ${r.temporalCli.readyAt ?? '–'} s.`,
    '',
  ];
}
