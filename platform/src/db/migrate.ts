import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
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

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Parallel work adds migrations with earlier timestamps than ones already applied elsewhere; each stands alone.
  const migrator = new Migrator({ db, provider: new FolderMigrations(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
