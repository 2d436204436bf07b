import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ownCpuMs, parseStat, processTreesCpuMs } from './process-cpu.js';

/** CPU the child below spends before it says so: counted by its own clock, so a busy machine only makes it take longer. */
const BURN_MS = 200;
/** `/proc` counts in clock ticks (10 ms) and truncates user and system time each: a few ticks may be missing. */
const TICKS_SLACK_MS = 50;

describe('CPU time of processes from /proc', () => {
  it('reads the parent and the four times after a command name with spaces and parentheses', () => {
    const stat = '4242 (a (b) c) S 17 4242 4242 0 -1 4194560 1 0 0 0 30 12 5 3 20 0 1 0 1 0 0';
    expect(parseStat(stat)).toEqual({ pid: 4242, ppid: 17, ticks: 30 + 12 + 5 + 3 });
  });

  it('counts the CPU a child spends in its parent tree, while it lives and after it ended', { timeout: 60_000 }, async () => {
    const burn = `const spent = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
      while (spent() < ${BURN_MS});
      process.stdout.write('burned\\n');
      process.stdin.resume().on('end', () => process.exit(0));`;
    const child = spawn(process.execPath, ['-e', burn], { stdio: ['pipe', 'pipe', 'inherit'] });
    const exited = once(child, 'exit');
    await once(child.stdout, 'data');

    // One reading of both trees: the child is in its parent's tree, the parent's own time on top.
    const living = processTreesCpuMs({ self: process.pid, child: child.pid! });
    expect(living.child).toBeGreaterThanOrEqual(BURN_MS - TICKS_SLACK_MS);
    expect(living.self).toBeGreaterThan(living.child!);

    child.stdin.end();
    await exited;
    // Ended and waited for, the child's time counts in the parent's own entry (its children's times).
    const own = ownCpuMs();
    const ended = processTreesCpuMs({ self: process.pid }).self!;
    expect(ended).toBeGreaterThanOrEqual(own + living.child! - TICKS_SLACK_MS);
  });
});
