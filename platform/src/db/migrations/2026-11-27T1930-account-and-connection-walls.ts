import { sql, type Kysely } from 'kysely';

/**
 * Walls between members and accounts: who created a connection (only they or the workspace's owner
 * may change or test one that holds secrets; connections from before have no creator, so only the
 * owner may) and where its credentials were entered for (the origin of its base URL; unknown for
 * connections from before until their config is next changed), mailed password-reset links stored by the hash of their token, and a log of invitation
 * mails per address (a daily cap). Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('connections').addColumn('created_by', 'text').addColumn('credentials_destination', 'text').execute();
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  await db.schema
    .createTable('invitation_mails')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('invitation_mails_email').on('invitation_mails').columns(['email', 'sent_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitation_mails').ifExists().execute();
  await db.schema.dropTable('password_resets').ifExists().execute();
  await db.schema.alterTable('connections').dropColumn('credentials_destination').dropColumn('created_by').execute();
}
