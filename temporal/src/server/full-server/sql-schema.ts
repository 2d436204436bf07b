import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { PostgresTarget } from './server-config.js';

type Tool = { sqlTool: string; schemaDir: string };

function runSqlTool(tool: Tool, postgres: PostgresTarget, database: string, args: string[]): Promise<string> {
  const connection = ['--plugin', 'postgres12', '--ep', postgres.host, '-p', String(postgres.port), '-u', postgres.user, '--pw', postgres.password, '--db', database];
  return new Promise((resolve, reject) => {
    const child = spawn(tool.sqlTool, [...connection, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`temporal-sql-tool ${args[0]} on ${database} failed (${code}):\n${output.trim()}`))));
  });
}

/**
 * Creates (if missing) and brings up to date the server's two databases with `temporal-sql-tool`:
 * `setup-schema -v 0.0` creates the version table, `update-schema` applies every versioned folder of
 * the release's `schema/postgresql/v12` not applied yet. Safe to run at every start, and the same
 * steps upgrade the schema after a server upgrade (docs/operations.md).
 */
export async function setupServerSchemas(tool: Tool, postgres: PostgresTarget, log: (line: string) => void = () => {}): Promise<void> {
  const targets = [
    { database: postgres.database, versioned: join(tool.schemaDir, 'temporal', 'versioned') },
    { database: postgres.visibilityDatabase, versioned: join(tool.schemaDir, 'visibility', 'versioned') },
  ];
  for (const { database, versioned } of targets) {
    await runSqlTool(tool, postgres, database, ['create-database']).catch((error: unknown) => {
      if (!String(error).includes('already exists')) throw error;
    });
    await runSqlTool(tool, postgres, database, ['setup-schema', '-v', '0.0']);
    await runSqlTool(tool, postgres, database, ['update-schema', '-d', versioned]);
    log(`schema of ${database} is up to date`);
  }
}
