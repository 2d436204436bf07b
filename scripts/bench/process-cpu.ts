import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of the times in `/proc/<pid>/stat` (100 on Linux almost everywhere). */
let ticksPerSecond: number | undefined;
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  return ticksPerSecond;
}

type Stat = { pid: number; ppid: number; ticks: number };

/**
 * One process's `/proc/<pid>/stat`: its parent and its CPU ticks, user and system, its own and its
 * waited-for children's (a Postgres backend that ended counts in the postmaster's). Undefined when it
 * has gone. The command name (field 2) may hold spaces and parentheses, so fields are read after its last `)`.
 */
export function parseStat(text: string): Stat | undefined {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < 0) return undefined;
  const fields = text.slice(close + 2).split(' ');
  const at = (field: number) => Number(fields[field - 3]);
  return { pid: Number(text.slice(0, open).trim()), ppid: at(4), ticks: at(14) + at(15) + at(16) + at(17) };
}

function readStats(): Stat[] {
  const stats: Stat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (stat) stats.push(stat);
    } catch {
      // Ended between the listing and the read.
    }
  }
  return stats;
}

/** CPU time in ms, user and system, of each process tree rooted at `roots` (the process and all its descendants, living and ended). */
export function processTreesCpuMs(roots: Record<string, number>): Record<string, number> {
  const stats = readStats();
  const children = new Map<number, Stat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const byPid = new Map(stats.map((s) => [s.pid, s]));
  const treeTicks = (pid: number): number => (byPid.get(pid)?.ticks ?? 0) + (children.get(pid) ?? []).reduce((sum, child) => sum + treeTicks(child.pid), 0);
  return Object.fromEntries(Object.entries(roots).map(([name, pid]) => [name, (treeTicks(pid) * 1000) / clockTicks()]));
}

/** This process's CPU time in ms, user and system, all threads (the API, the workers, the bench's clients). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * A process's CPU time in ms by thread (this process's by default): `main` (the event loop: the API, the activities, the clients), and the others by
 * name (`node`: the workflow worker threads, libuv's pool and V8's helpers; `tokio-runtime-w`: the Temporal SDK's core).
 */
export function ownThreadsCpuMs(pid: number | 'self' = 'self'): Record<string, number> {
  const byName: Record<string, number> = {};
  const main = pid === 'self' ? process.pid : pid;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = Number(tid) === main ? 'main' : text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      const stat = parseStat(text);
      if (stat) byName[name] = (byName[name] ?? 0) + (stat.ticks * 1000) / clockTicks();
    } catch {
      // Ended between the listing and the read.
    }
  }
  return byName;
}
