import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Three walls between tenants, frozen here (never import app code, so the sealing is written out):
 *
 * - Webhook tokens are stored as their SHA-256 (looked up by it) and, for the app's webhook panel
 *   that shows the URL again, sealed like connection secrets (AES-256-GCM under the first key of
 *   CONNECTION_SECRET_KEY, bound to the flow: context `<flowId>:hookToken`); the clear column goes.
 * - Download links are stored as the SHA-256 of their token only (a link is shown once, in the step's output).
 * - A payload blob names the workspace it belongs to, so a workspace's stored bytes can be counted
 *   against its quota (blobs from before stay unowned and are not counted).
 */
const DEVELOPMENT_SECRET_KEY = 'dev:tandem-development-connection-secret-key';

function sealer(): (plaintext: string, context: string) => string {
  const first = (process.env.CONNECTION_SECRET_KEY || DEVELOPMENT_SECRET_KEY).split(',')[0]!.trim();
  const at = first.indexOf(':');
  const keyId = first.slice(0, at);
  const key = createHash('sha256').update(first.slice(at + 1)).digest();
  return (plaintext, context) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [keyId, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
  };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('flows').addColumn('hook_token_hash', 'text', (c) => c.unique()).addColumn('hook_token_sealed', 'text').execute();
  const seal = sealer();
  const hooked = (await db.selectFrom('flows').select(['id', 'hook_token']).where('hook_token', 'is not', null).execute()) as Array<{ id: string; hook_token: string }>;
  for (const { id, hook_token: token } of hooked) {
    await db.updateTable('flows').set({ hook_token_hash: sha256(token), hook_token_sealed: seal(token, `${id}:hookToken`) }).where('id', '=', id).execute();
  }
  await db.schema.alterTable('flows').dropColumn('hook_token').execute();

  await db.schema.alterTable('downloads').addColumn('token_hash', 'text').execute();
  await sql`update downloads set token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')`.execute(db);
  await db.schema.alterTable('downloads').dropColumn('token').execute();
  await sql`alter table downloads alter column token_hash set not null, add primary key (token_hash)`.execute(db);

  await db.schema.alterTable('payload_blobs').addColumn('workspace_id', 'text').execute();
  // Index-only sums of a workspace's bytes.
  await sql`create index payload_blobs_workspace on payload_blobs (workspace_id) include (size) where workspace_id is not null`.execute(db);
}

/** Hashes cannot be turned back into tokens: going down, existing hooks and download links stop working. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payload_blobs_workspace').execute();
  await db.schema.alterTable('payload_blobs').dropColumn('workspace_id').execute();
  await db.schema.alterTable('downloads').addColumn('token', 'text').execute();
  await sql`update downloads set token = token_hash`.execute(db);
  await db.schema.alterTable('downloads').dropColumn('token_hash').execute();
  await sql`alter table downloads alter column token set not null, add primary key (token)`.execute(db);
  await db.schema.alterTable('flows').addColumn('hook_token', 'text', (c) => c.unique()).execute();
  await db.schema.alterTable('flows').dropColumn('hook_token_hash').dropColumn('hook_token_sealed').execute();
}
