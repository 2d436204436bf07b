import type { Kysely } from 'kysely';

/**
 * API tokens the workers mint for a run's own-app steps (the Tandem app needs no connection): marked,
 * so a user's token list leaves them out. Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_tokens').addColumn('for_run', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_tokens').dropColumn('for_run').execute();
}
