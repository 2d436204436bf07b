import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseStat, processTreesCpuMs } from './process-cpu.js';

describe('CPU time of processes from /proc', () => {
  it('reads the parent and the four times after a command name with spaces and parentheses', () => {
    const stat = '4242 (a (b) c) S 17 4242 4242 0 -1 4194560 1 0 0 0 30 12 5 3 20 0 1 0 1 0 0';
    expect(parseStat(stat)).toEqual({ pid: 4242, ppid: 17, ticks: 30 + 12 + 5 + 3 });
  });

  it('counts the CPU a busy child spends in its parent tree', async () => {
    const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 300; while (Date.now() < end);']);
    const ended = new Promise((resolve) => child.on('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 250));
    const ms = processTreesCpuMs({ self: process.pid }).self!;
    const childMs = processTreesCpuMs({ child: child.pid! }).child!;
    await ended;
    expect(childMs).toBeGreaterThan(50);
    expect(ms).toBeGreaterThan(childMs);
  });
});
