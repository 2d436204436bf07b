import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { userInfo } from 'node:os';

/** The niceness the bench gives every process it measures, when it may (root): the other work of a shared machine then waits. */
export const RAISED_NICENESS = -15;

/** Whether the bench may raise its processes' priority (only root may lower a niceness). */
export const canRaise = (): boolean => userInfo().uid === 0;

/**
 * Spawns `command` at raised priority (`nice -n -15`, root only): every thread and child it starts
 * inherits it, which `setpriority` on a running process would not give (on Linux it reaches one thread).
 */
export function spawnRaised(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  return canRaise() ? spawn('nice', ['-n', String(RAISED_NICENESS), command, ...args], options) : spawn(command, args, options);
}
