import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Credential fields of connection configs are stored sealed. Until now Slack's webhook URL (its only
 * credential) was in clear: seal it as the connection secret box does (AES-256-GCM under the first key
 * of CONNECTION_SECRET_KEY, bound to the connection and the field), keeping its last 4 characters for
 * the masked answer. Frozen: never import app code, so the sealing is written out here.
 */
const FIELDS: Record<string, string[]> = { slack: ['webhookUrl'] };
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

export async function up(db: Kysely<any>): Promise<void> {
  const seal = sealer();
  const rows = await db.selectFrom('connections').select(['id', 'app', 'config']).where('app', 'in', Object.keys(FIELDS)).execute();
  for (const row of rows as Array<{ id: string; app: string; config: unknown }>) {
    if (typeof row.config !== 'object' || row.config === null || Array.isArray(row.config)) continue;
    const config = { ...(row.config as Record<string, unknown>) };
    let changed = false;
    for (const field of FIELDS[row.app] ?? []) {
      const value = config[field];
      if (typeof value !== 'string' || !value) continue;
      config[field] = { $sealed: seal(value, `${row.id}:config.${field}`), last4: value.slice(-4) };
      changed = true;
    }
    if (changed) await db.updateTable('connections').set({ config: JSON.stringify(config) }).where('id', '=', row.id).execute();
  }
}

/** Sealed values stay sealed: opening them needs the key, which a migration going down may not have. */
export async function down(): Promise<void> {}
