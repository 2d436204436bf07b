import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect.js';

const folder = new URL('./migrations/', import.meta.url);

/** Migrations are the files of ./migrations, applied in the order of their timestamped names. */
class FolderMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(fileURLToPath(folder))).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.ts$/, '')] = (await import(new URL(file, folder).href)) as Migration;
    }
    return migrations;
  }
}

/** A database migrated by a development build from before the v1 baseline: its migrations no longer exist. */
export class PreBaselineDatabaseError extends Error {
  constructor(unknown: string[]) {
    super(
      `This database was set up by a development build from before version 1 (it holds the migration ${unknown[0]}${unknown.length > 1 ? ` and ${unknown.length - 1} more` : ''}, ` +
        'which no longer exist; version 1 starts from one baseline migration). Its data cannot be carried over. ' +
        'For `npm start`: stop Tandem, delete its data folder (.data/, or TANDEM_DATA_DIR) and start again. ' +
        'For a database of your own (DATABASE_URL): drop it and create it empty. See docs/operations.md § Database migrations.',
    );
    this.name = 'PreBaselineDatabaseError';
  }
}

/** The first migration of version 1; every later one is named after it. */
export const BASELINE_MIGRATION = '2026-11-27T0000-v1-baseline';

/** The migrations applied to a database set up before the baseline (they hold no baseline); none for any other. */
async function preBaselineApplied(db: Db): Promise<string[]> {
  const table = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(db);
  if (!table.rows[0]?.exists) return [];
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  const names = applied.rows.map((row) => row.name);
  return names.includes(BASELINE_MIGRATION) ? [] : names;
}

/**
 * Applies the migrations not applied yet, in order: a migration named before one already applied
 * is refused (name new ones after the newest). A database set up before the v1 baseline is refused
 * with what to do, before anything changes.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const before = await preBaselineApplied(db);
  if (before.length > 0) throw new PreBaselineDatabaseError(before);
  const migrator = new Migrator({ db, provider: new FolderMigrations(), allowUnorderedMigrations: false });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
