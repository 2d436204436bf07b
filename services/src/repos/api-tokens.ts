import { newId } from '@tandem/platform/ids';
import type { Db } from '@tandem/platform/db';
import type { ApiTokenRow } from '@tandem/platform/db/tables/api-tokens';
import { notFound } from '@tandem/platform/errors';
import { randomSecret, sha256 } from '@tandem/platform/secrets';
import type { ApiToken } from '../api/schemas/tokens.js';

const DAY_MS = 86_400_000;

export function apiTokenView(row: ApiTokenRow): ApiToken {
  return {
    tokenId: row.id,
    name: row.name,
    workspaceId: row.workspaceId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new token for one workspace; the token itself is returned once and stored only as its SHA-256. */
export async function createApiToken(
  db: Db,
  request: { userId: string; workspaceId: string; name: string; expiresInDays: number },
): Promise<{ row: ApiTokenRow; token: string }> {
  const token = randomSecret('tdm_');
  const row = await db
    .insertInto('apiTokens')
    .values({
      id: newId(),
      userId: request.userId,
      workspaceId: request.workspaceId,
      name: request.name,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + request.expiresInDays * DAY_MS),
      lastUsedAt: null,
      revokedAt: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, token };
}

/** The user's tokens not revoked (expired ones included, to be seen and revoked), newest first. */
export function listApiTokens(db: Db, userId: string, workspaceId?: string): Promise<ApiTokenRow[]> {
  let query = db.selectFrom('apiTokens').selectAll().where('userId', '=', userId).where('revokedAt', 'is', null).where('forRun', '=', false).orderBy('createdAt', 'desc').orderBy('id', 'desc');
  if (workspaceId) query = query.where('workspaceId', '=', workspaceId);
  return query.execute();
}

export async function revokeApiToken(db: Db, userId: string, tokenId: string): Promise<void> {
  const revoked = await db.updateTable('apiTokens').set({ revokedAt: new Date() }).where('id', '=', tokenId).where('userId', '=', userId).where('revokedAt', 'is', null).executeTakeFirst();
  if (revoked.numUpdatedRows === 0n) throw notFound('Token not found');
}

/** Revokes the tokens that reach a workspace: all of them (it is deleted), or one user's (they left it). */
export async function revokeWorkspaceTokens(db: Db, workspaceId: string, userId?: string): Promise<void> {
  let query = db.updateTable('apiTokens').set({ revokedAt: new Date() }).where('workspaceId', '=', workspaceId).where('revokedAt', 'is', null);
  if (userId) query = query.where('userId', '=', userId);
  await query.execute();
}

/** Revokes every API token of the user, in all workspaces (an account claimed by the owner of its address). */
export async function revokeUserTokens(db: Db, userId: string): Promise<void> {
  await db.updateTable('apiTokens').set({ revokedAt: new Date() }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();
}
