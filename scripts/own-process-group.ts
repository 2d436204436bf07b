import { spawn } from 'node:child_process';

/** Set in the stack's own process: it runs the stack instead of launching it (a script that is both). */
const STACK_PROCESS = 'TANDEM_STACK_PROCESS';

/**
 * Signals this soon after the first are the same Ctrl-C: the terminal signals this process, and npm
 * and the tsx CLI each pass their own copy on to it, a few milliseconds apart (more on a busy machine).
 */
const SAME_STOP_MS = 1000;

export const isStackProcess = (): boolean => process.env[STACK_PROCESS] === '1';

/**
 * Runs `entry` (the stack's script) as a child in a process group of its own, and passes the
 * stop on. Ctrl-C in a terminal signals every process of the foreground group at once: Postgres and
 * the Temporal server would stop while the workers still finish their running steps. In a group of
 * its own, the stack hears of it only from here, and stops its parts in order: the workers drain
 * first, the Temporal server and Postgres go last. A second Ctrl-C (later than `sameStopMs` after the
 * first) stops the whole group at once. The child stops itself when this process goes away (its IPC
 * channel closes).
 */
export function runInOwnProcessGroup(entry: string, log: (line: string) => void, { sameStopMs = SAME_STOP_MS } = {}): void {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...process.argv.slice(2)], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [STACK_PROCESS]: '1' },
  });
  let firstAt: number | undefined;
  const stop = (signal: NodeJS.Signals) => {
    const now = performance.now();
    if (firstAt === undefined) {
      firstAt = now;
      return void child.kill('SIGTERM');
    }
    if (now - firstAt < sameStopMs) return;
    log(`${signal} again: stopping at once (steps still running are retried on the next start)`);
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
