import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from './test-env/eventually.js';

const dir = mkdtempSync(join(tmpdir(), 'tandem-process-group-'));
const release = join(dir, 'release');

const launched: ChildProcess[] = [];

/** A stack that takes as long to stop as the test wants: it drains until the file `release` exists. */
const stack = join(dir, 'stack.mjs');
writeFileSync(
  stack,
  `import { existsSync } from 'node:fs';
process.on('SIGTERM', () => {
  console.log('draining');
  setInterval(() => { if (existsSync(${JSON.stringify(release)})) { console.log('drained'); process.exit(0); } }, 10);
});
process.on('disconnect', () => process.exit(0));
setInterval(() => {}, 1000);
console.log('up');
`,
);

/** The launcher as `npm start` runs it, with a window the test chooses; it also says each signal it heard. */
function launch(sameStopMs: number) {
  const launcher = join(dir, `launcher-${sameStopMs}.ts`);
  writeFileSync(
    launcher,
    `import { runInOwnProcessGroup } from ${JSON.stringify(new URL('./own-process-group.ts', import.meta.url).pathname)};
runInOwnProcessGroup(${JSON.stringify(stack)}, (line) => console.log(line), { sameStopMs: ${sameStopMs} });
process.on('SIGINT', () => console.log('heard SIGINT'));
`,
  );
  rmSync(release, { force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', launcher], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  launched.push(child);
  const exited = new Promise<{ code: number | null }>((done) => child.once('exit', (code) => done({ code })));
  const printed = (line: string, times = 1) => eventually(async () => output.filter((l) => l === line).length >= times, Boolean, 30_000, 10);
  return { child, output, exited, printed };
}

describe("npm start's launcher", () => {
  // A launcher left by a failure goes, and its stack with it (its IPC channel closes).
  afterAll(() => {
    for (const child of launched) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the copies of one Ctrl-C (terminal, npm, tsx) for one stop, and lets the stack drain', async () => {
    const { child, output, exited, printed } = launch(60_000);
    expect(await printed('up')).toBe(true);
    child.kill('SIGINT');
    expect(await printed('draining')).toBe(true);
    // One at a time: two signals sent before the launcher runs would reach it as one.
    for (const times of [2, 3]) {
      child.kill('SIGINT');
      expect(await printed('heard SIGINT', times)).toBe(true);
    }
    writeFileSync(release, '');
    expect(await exited).toEqual({ code: 0 });
    expect(output).toContain('drained');
    expect(output.some((line) => line.includes('stopping at once'))).toBe(false);
  });

  it('stops the whole group at once on a second Ctrl-C after the window', async () => {
    const { child, output, exited, printed } = launch(0);
    expect(await printed('up')).toBe(true);
    child.kill('SIGINT');
    expect(await printed('draining')).toBe(true);
    child.kill('SIGINT');
    expect(await exited).toEqual({ code: 1 });
    expect(output).not.toContain('drained');
    expect(output).toContain('SIGINT again: stopping at once (steps still running are retried on the next start)');
  });
});
