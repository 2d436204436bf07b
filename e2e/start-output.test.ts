import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../scripts/test-env/eventually.js';
import { freePort } from '../scripts/test-env/global-setup.js';

const root = resolve(import.meta.dirname, '..');

/**
 * What a newcomer sees in the terminal of `npm start` (its own Postgres and Temporal server): one
 * banner with every address, the sign-up mail as a framed block, no line per request, none of
 * Postgres' or Temporal's own output (kept in files under the data folder).
 */
describe('the terminal of npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-start-output-'));
  // Run as root, Postgres runs as its own user, which must reach its folder inside this one.
  chmodSync(dataDir, 0o755);
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> | undefined;
  const output: string[] = [];

  afterAll(async () => {
    if (child?.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGINT');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 60_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds the banner and the sign-up mail, and neither request lines nor Postgres or Temporal output', async () => {
    const [port, pgPort, temporalPort, uiPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const { TEMPORAL_ADDRESS: _address, TEMPORAL_UI_URL: _ui, DATABASE_URL: _db, SMTP_URL: _smtp, LOG_REQUESTS: _requests, ...inherited } = process.env;
    const env = {
      ...inherited,
      PORT: String(port),
      COOKIE_SECURE: 'false',
      TANDEM_PG_PORT: String(pgPort),
      TEMPORAL_PORT: String(temporalPort),
      TEMPORAL_UI_PORT: String(uiPort),
      TANDEM_DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-build'),
    };
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const started = child;
    started.stdout?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n')));
    started.stderr?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n')));
    exited = new Promise((done) => started.once('exit', (code) => done(code)));
    const up = await eventually(async () => output.some((line) => line.includes('Tandem is up')) || started.exitCode !== null, Boolean, 180_000, 200);
    expect(up && started.exitCode === null, output.join('\n')).toBe(true);

    const base = `http://localhost:${port}`;
    const text = () => output.join('\n');
    for (const address of [`${base}/app/`, `${base}/docs`, `${base}/api/docs`, `http://localhost:${uiPort}`, `127.0.0.1:${temporalPort}`, `127.0.0.1:${pgPort}`, dataDir]) {
      expect(text()).toContain(address);
    }

    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const email = `newcomer-${Date.now()}@example.test`;
    const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery', name: 'Newcomer' }),
    });
    expect(signup.status).toBe(201);
    await eventually(async () => text(), (all) => all.includes(`╭─ Mail to ${email}`), 20_000, 100);
    const mail = text().slice(text().indexOf(`╭─ Mail to ${email}`));
    expect(mail).toMatch(new RegExp(`│ .*${base.replace(/[.]/g, '\\.')}/app/\\S+token=`));

    // Nothing of the requests, nothing of Postgres or the Temporal server (their files have it).
    expect(output.filter((line) => /\b(GET|POST) \/api\//.test(line))).toEqual([]);
    expect(output.filter((line) => line.startsWith('[postgres]') && !line.includes('initialising a new Postgres cluster'))).toEqual([]);
    expect(output.filter((line) => /Temporal (Server|UI|Metrics):|level=|"level"/.test(line))).toEqual([]);
    expect(readFileSync(join(dataDir, 'logs', 'postgres.log'), 'utf8')).not.toBe('');
    expect(readFileSync(join(dataDir, 'logs', 'temporal.log'), 'utf8')).toContain('Temporal');

    process.kill(-started.pid!, 'SIGINT');
    expect(await exited, text()).toBe(0);
  }, 300_000);
});
