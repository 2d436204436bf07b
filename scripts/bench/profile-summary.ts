import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { round } from './percentiles.js';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** One thread's profile: where its sampled time went, by package or source folder, busiest first (ms, idle left out). */
export type ProfileSummary = { file: string; thread: string; busyMs: number; top: { where: string; ms: number; share: number }[] };

/**
 * Where a frame's code lives, coarse enough to add up: a package (`fastify`, `@temporalio/worker`),
 * a folder of this repository (`services/src/api`), a part of Node (`node:http`), or V8's own
 * entries (`(garbage collector)`, `(program)`).
 */
export function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName || '(anonymous)'}`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith('node:')) {
    const name = url.slice(5).replace(/^internal\//, '');
    return `node:${name.split('/')[0]!.replace(/\.js$/, '').replace(/_.*$/, '')}`;
  }
  const path = url.replace(/^file:\/\//, '');
  const src = path.match(/\/(catalog|temporal|platform|workers|services|web|scripts)\/(src\/)?([^/]+)/);
  if (src) return `${src[1]}/${src[2] ?? ''}${src[3]!.replace(/\.(ts|js)$/, '')}`;
  // The workflow bundle is one file evaluated in each workflow context.
  return path.includes('workflow-bundle') || path.includes('webpack') ? '(workflow bundle)' : path.split('/').slice(-2).join('/');
}

function profilesIn(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...profilesIn(path));
    else if (name.endsWith('.cpuprofile')) found.push(path);
  }
  return found;
}

/** Now on the monotonic clock V8 stamps its samples with (µs). */
export const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time by place of every profile under `dir` (as `node --cpu-prof` writes them: CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile),
 * of the samples within `window` (µs on the monotonic clock, `monotonicMicros`): the start-up is left out.
 */
export function summarizeProfiles(dir: string, log: (line: string) => void, window?: { from: number; to: number }, top = 10): ProfileSummary[] {
  const summaries: ProfileSummary[] = [];
  for (const file of profilesIn(dir)) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      at += profile.timeDeltas[i] ?? 0;
      if (window && (at < window.from || at > window.to)) return;
      const node = byId.get(id);
      if (!node) return;
      const where = placeOf(node.callFrame.url, node.callFrame.functionName);
      self.set(where, (self.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    self.delete('(idle)');
    const busyMs = [...self.values()].reduce((a, b) => a + b, 0);
    const thread = file.match(/\.(\d+)\.\d+\.cpuprofile$/)?.[1] === '0' ? 'main thread' : 'worker thread';
    const summary: ProfileSummary = {
      file: relative(dir, file),
      thread,
      busyMs: round(busyMs, 0),
      top: [...self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([where, ms]) => ({ where, ms: round(ms, 0), share: round((100 * ms) / busyMs, 1) })),
    };
    summaries.push(summary);
    log(`profile ${summary.file} (${thread}, ${summary.busyMs} ms busy): ${summary.top.map((t) => `${t.where} ${t.share}%`).join(', ')}`);
  }
  return summaries.sort((a, b) => b.busyMs - a.busyMs);
}
