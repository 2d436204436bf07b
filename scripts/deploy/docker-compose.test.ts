import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FULL_SERVER_DYNAMIC_CONFIG, searchAttributeNames } from '@tandem/temporal/server';
import { apps } from '@tandem/catalog/apps';
import { poolGroups } from '@tandem/workers/pool-groups';

const root = resolve(import.meta.dirname, '../..');
const composeText = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const hasCompose = spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0;
const groups = [...poolGroups(Object.values(apps)).keys()];
const keys = { CONNECTION_SECRET_KEY: 'k1:compose-test-secret', PAYLOAD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };

function compose(args: string[], env: Record<string, string>) {
  // Only the variables given: the file's defaults must be enough besides the two keys.
  return spawnSync('docker-compose', ['-f', join(root, 'docker-compose.yml'), ...args], { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
}

describe('docker-compose.yml', () => {
  // CI installs Debian's docker-compose (.ci/run); it validates without a Docker engine.
  it.skipIf(!hasCompose)('validates with docker-compose config and lists every service', () => {
    const config = compose(['config'], keys);
    expect(config.stderr).not.toMatch(/ERROR/);
    expect(config.status).toBe(0);
    const services = compose(['config', '--services'], keys).stdout.split('\n').filter(Boolean).sort();
    expect(services).toEqual(
      ['api', 'postgres', 'temporal', 'temporal-namespace', 'temporal-schema', 'temporal-ui', 'worker-flows', ...groups.map((group) => `worker-${group}`)].sort(),
    );
  });

  it.skipIf(!hasCompose)('refuses to render without the production keys, naming the missing one', () => {
    const config = compose(['config'], { PAYLOAD_ENCRYPTION_KEY: keys.PAYLOAD_ENCRYPTION_KEY });
    expect(config.status).not.toBe(0);
    expect(config.stderr).toMatch(/set CONNECTION_SECRET_KEY/);
  });

  it('has the Dockerfile of every image it builds and every file it mounts', () => {
    const contexts = [...composeText.matchAll(/^\s+build: (\S+)$/gm)].map((m) => m[1]!);
    expect(contexts.length).toBeGreaterThan(0);
    for (const context of contexts) expect(existsSync(join(root, context, 'Dockerfile')), `${context}/Dockerfile`).toBe(true);
    const mounts = [...composeText.matchAll(/"(\.\/[^:"]+):/g)].map((m) => m[1]!);
    expect(mounts.length).toBeGreaterThanOrEqual(3);
    for (const mount of mounts) expect(existsSync(join(root, mount)), mount).toBe(true);
  });

  it('runs a worker service for the flows queue and for every pool group', () => {
    const pools = [...composeText.matchAll(/WORKER_POOLS: (\S+)/g)].map((m) => m[1]!).sort();
    expect(pools).toEqual(['flows', ...groups].sort());
  });

  it('gives the Temporal server the dynamic config of the production-like mode', () => {
    const text = readFileSync(join(root, 'deploy/temporal/dynamic-config.yaml'), 'utf8');
    for (const [key, value] of Object.entries(FULL_SERVER_DYNAMIC_CONFIG)) expect(text).toContain(`${key}:\n  - value: ${value}\n`);
    expect(text.match(/^\S+:$/gm)).toHaveLength(Object.keys(FULL_SERVER_DYNAMIC_CONFIG).length);
  });

  it('creates every search attribute a run carries', () => {
    const script = readFileSync(join(root, 'deploy/temporal/setup-namespace.sh'), 'utf8');
    expect(script.match(/for name in (.+); do/)?.[1]?.split(' ')).toEqual([...searchAttributeNames]);
  });
});
