import type { Updateable } from 'kysely';
import { newId } from '../ids.js';
import { notFound } from '../errors.js';
import type { Db } from '../db/index.js';
import type { ConnectionRow, ConnectionsTable, TestedStatus } from '../db/tables/connections.js';
import { findApp } from '@tandem/catalog/apps';
import type { SecretBox } from './secret-box.js';
import { credentialDestination } from './credential-destination.js';
import { sealSecretConfig } from './secret-config.js';
import type { CheckedConfig } from './validate-connection.js';

const sealAuth = (box: SecretBox, id: string, auth: unknown): string | null => (auth === null ? null : box.seal(JSON.stringify(auth), id));

/** The decrypted secret of a connection, `null` when it has none. */
export function openAuth(box: SecretBox, row: Pick<ConnectionRow, 'id' | 'authSealed'>): unknown {
  return row.authSealed === null ? null : (JSON.parse(box.open(row.authSealed, row.id)) as unknown);
}

/** `createdBy`: the member who creates it (with the owner the only one who may change it while it holds secrets). */
export type NewConnection = { workspaceId: string; app: string; name: string; auth: unknown; checked: CheckedConfig; userInfo?: Record<string, unknown> | null; createdBy: string | null };

export async function insertConnection(db: Db, box: SecretBox, c: NewConnection): Promise<ConnectionRow> {
  const id = newId();
  const app = findApp(c.app);
  const config = sealSecretConfig(box, app, id, c.checked.config);
  return db
    .insertInto('connections')
    .values({
      id,
      workspaceId: c.workspaceId,
      app: c.app,
      name: c.name,
      configurationStatus: c.checked.configurationStatus,
      configIssues: JSON.stringify(c.checked.configIssues),
      config: JSON.stringify(config),
      authSealed: sealAuth(box, id, c.auth),
      userInfo: c.userInfo ? JSON.stringify(c.userInfo) : null,
      failureReason: null,
      deletedAt: null,
      createdBy: c.createdBy,
      credentialsDestination: app ? (credentialDestination(app, c.checked.configurationStatus, c.checked.config) ?? null) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `credentialsDestination`: where the credentials may go from now on (credential-destination.ts), when it changes. */
export type ConnectionChanges = { name?: string; auth?: unknown; checked?: CheckedConfig; userInfo?: Record<string, unknown> | null; credentialsDestination?: string | null };

/** Changing the secret or the config makes the last test result meaningless. */
export async function updateConnection(db: Db, box: SecretBox, id: string, changes: ConnectionChanges): Promise<ConnectionRow> {
  const set: Updateable<ConnectionsTable> = { updatedAt: new Date() };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.userInfo !== undefined) set.userInfo = changes.userInfo ? JSON.stringify(changes.userInfo) : null;
  if (changes.auth !== undefined) set.authSealed = sealAuth(box, id, changes.auth);
  if (changes.credentialsDestination !== undefined) set.credentialsDestination = changes.credentialsDestination;
  if (changes.checked) {
    const { app } = await db.selectFrom('connections').select('app').where('id', '=', id).executeTakeFirstOrThrow();
    set.configurationStatus = changes.checked.configurationStatus;
    set.configIssues = JSON.stringify(changes.checked.configIssues);
    set.config = JSON.stringify(sealSecretConfig(box, findApp(app), id, changes.checked.config));
  }
  if (changes.auth !== undefined || changes.checked) Object.assign(set, { testedStatus: 'unknown', failureReason: null });
  return db.updateTable('connections').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Stores a refreshed secret (a new access token) without touching the test result. */
export async function storeAuth(db: Db, box: SecretBox, id: string, auth: unknown): Promise<void> {
  await db.updateTable('connections').set({ authSealed: sealAuth(box, id, auth) }).where('id', '=', id).execute();
}

export async function recordTestResult(db: Db, id: string, testedStatus: TestedStatus, failureReason: string | null): Promise<ConnectionRow> {
  return db.updateTable('connections').set({ testedStatus, failureReason, updatedAt: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Soft delete; the secret is wiped at once, nothing needs it any more. */
export async function deleteConnection(db: Db, id: string): Promise<ConnectionRow> {
  const now = new Date();
  return db.updateTable('connections').set({ deletedAt: now, updatedAt: now, authSealed: null }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function listConnections(db: Db, workspaceId: string, app?: string): Promise<ConnectionRow[]> {
  let query = db.selectFrom('connections').selectAll().where('workspaceId', '=', workspaceId).where('deletedAt', 'is', null);
  if (app !== undefined) query = query.where('app', '=', app);
  return query.orderBy('id').execute();
}

export async function findConnection(db: Db, workspaceId: string, id: string): Promise<ConnectionRow | undefined> {
  return db
    .selectFrom('connections')
    .selectAll()
    .where('id', '=', id)
    .where('workspaceId', '=', workspaceId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Another workspace's connection answers exactly like a missing one. */
export async function requireConnection(db: Db, workspaceId: string, id: string): Promise<ConnectionRow> {
  const row = await findConnection(db, workspaceId, id);
  if (!row) throw notFound('Connection not found');
  return row;
}
