import { spawn } from 'node:child_process';

/** Set in the stack's own process: it runs the stack instead of launching it (a script that is both). */
const STACK_PROCESS = 'TANDEM_STACK_PROCESS';

export const isStackProcess = (): boolean => process.env[STACK_PROCESS] === '1';

/**
 * Runs `entry` (the stack's script) as a child in a process group of its own, and passes the
 * stop on. Ctrl-C in a terminal signals every process of the foreground group at once: Postgres and
 * the Temporal server would stop while the workers still finish their running steps. In a group of
 * its own, the stack hears of it only from here, and stops its parts in order: the workers drain
 * first, the Temporal server and Postgres go last. A second Ctrl-C stops the whole group at once.
 * The child stops itself when this process goes away (its IPC channel closes).
 */
export function runInOwnProcessGroup(entry: string, log: (line: string) => void): void {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...process.argv.slice(2)], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [STACK_PROCESS]: '1' },
  });
  let asked = 0;
  const stop = (signal: NodeJS.Signals) => {
    asked += 1;
    if (asked === 1) return void child.kill('SIGTERM');
    log(`${signal} again: stopping at once (steps still running are retried on the next start)`);
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
