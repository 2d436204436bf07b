import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { goInstall, goVersion } from '../go-build.js';
import { fullServerFiles, TEMPORAL_SERVER_MODULE, TEMPORAL_SERVER_PACKAGES, TEMPORAL_SERVER_VERSION, type FullServerFiles } from './server-release.js';

export type BuildStamp = { version: string; seconds: number; builtAt: string; go: string };

/** The stamp of a complete build in `.tools/`, if there is one of this release. */
export function readBuildStamp(files: FullServerFiles): BuildStamp | undefined {
  if (!existsSync(files.stamp) || !existsSync(files.server) || !existsSync(files.sqlTool)) return undefined;
  const stamp = JSON.parse(readFileSync(files.stamp, 'utf8')) as BuildStamp;
  return stamp.version === TEMPORAL_SERVER_VERSION ? stamp : undefined;
}

function moduleDir(): string {
  const cache = spawnSync('go', ['env', 'GOMODCACHE'], { encoding: 'utf8' }).stdout.trim();
  return join(cache, `${TEMPORAL_SERVER_MODULE}@v${TEMPORAL_SERVER_VERSION}`);
}

/**
 * The full Temporal server and `temporal-sql-tool` of TEMPORAL_SERVER_VERSION, built once with Go
 * (several minutes on a small machine, with progress lines) and cached in `.tools/temporal-server/`
 * together with the module's Postgres schemas, which the SQL tool applies.
 */
export async function ensureFullServer(toolsDir: string, log: (line: string) => void = console.log): Promise<FullServerFiles & { stamp: string; build: BuildStamp }> {
  const files = fullServerFiles(toolsDir);
  const cached = readBuildStamp(files);
  if (cached) return { ...files, build: cached };
  const go = goVersion();
  if (!go) {
    throw new Error(
      `The production-like mode needs the Temporal server ${TEMPORAL_SERVER_VERSION}, built from ${TEMPORAL_SERVER_MODULE} with Go ` +
        `(the version its go.mod names, see https://go.dev/dl). Install Go, or run Temporal elsewhere and set TEMPORAL_ADDRESS for npm start.`,
    );
  }
  log(`Building the Temporal server ${TEMPORAL_SERVER_VERSION} and its SQL tool with ${go} into ${files.dir} — several minutes the first time…`);
  const packages = Object.values(TEMPORAL_SERVER_PACKAGES).map((pkg) => `${pkg}@v${TEMPORAL_SERVER_VERSION}`);
  const seconds = await goInstall({ packages, gobin: files.dir, label: 'temporal server build', log });
  cpSync(join(moduleDir(), 'schema', 'postgresql', 'v12'), files.schemaDir, { recursive: true });
  const build: BuildStamp = { version: TEMPORAL_SERVER_VERSION, seconds, builtAt: new Date().toISOString(), go };
  writeFileSync(files.stamp, JSON.stringify(build, null, 2) + '\n');
  log(`Temporal server ${TEMPORAL_SERVER_VERSION} built in ${seconds} s (cached in ${files.dir})`);
  return { ...files, build };
}
