import { DownloadInput, type DownloadOutput } from '@tandem/catalog';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { sha256 } from '../secrets.js';
import { renderDownload } from './render-download.js';

export type SaveDownloadRequest = { workspaceId: string; idempotencyKey: string; input: DownloadInput };

/** The public path of a download link. */
export const downloadPath = (token: string) => `/api/downloads/${token}`;

/**
 * Stores the file of a `download` step and gives its link. Only the SHA-256 of the link's token is
 * kept, so the link is in the step's output and nowhere else. Keyed by the step's idempotency key: a
 * retried attempt stores no second file but gets a new link, which replaces the earlier one (whose
 * attempt's output was never recorded).
 */
export async function saveDownload(db: Db, publicUrl: string, request: SaveDownloadRequest): Promise<DownloadOutput> {
  const input = DownloadInput.parse(request.input);
  const { data, contentType } = renderDownload(input.data, input.format);
  const token = randomBytes(24).toString('base64url');
  const tokenHash = sha256(token);
  const row = await db
    .insertInto('downloads')
    .values({
      tokenHash,
      workspaceId: request.workspaceId,
      idempotencyKey: request.idempotencyKey,
      name: input.name,
      fileName: input.file,
      contentType,
      data,
      downloadLimit: input.downloadLimit,
      expiresAt: input.expiry === -1 ? null : sql<Date>`now() + make_interval(hours => ${input.expiry})`,
    })
    .onConflict((oc) => oc.column('idempotencyKey').doUpdateSet({ tokenHash }))
    .returning(['expiresAt'])
    .executeTakeFirstOrThrow();
  return { url: `${publicUrl}${downloadPath(token)}`, expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null };
}

export type TakenDownload = { fileName: string; contentType: string; data: Buffer };

/**
 * Counts one use of a link and gives its file; `gone` when its limit is used up or it expired,
 * undefined when there is no such link or its workspace is deleted (a run that ended after the
 * deletion may have written one).
 */
export async function takeDownload(db: Db, token: string): Promise<TakenDownload | 'gone' | undefined> {
  const live = db.selectFrom('workspaces').select('id').where('deletedAt', 'is', null);
  const tokenHash = sha256(token);
  const taken = await db
    .updateTable('downloads')
    .set((eb) => ({ downloadCount: eb('downloadCount', '+', 1) }))
    .where('tokenHash', '=', tokenHash)
    .where('workspaceId', 'in', live)
    .where((eb) => eb.or([eb('downloadLimit', '=', -1), eb('downloadCount', '<', eb.ref('downloadLimit'))]))
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', sql<Date>`now()`)]))
    .returning(['fileName', 'contentType', 'data'])
    .executeTakeFirst();
  if (taken) return taken;
  const exists = await db.selectFrom('downloads').select('tokenHash').where('tokenHash', '=', tokenHash).where('workspaceId', 'in', live).executeTakeFirst();
  return exists ? 'gone' : undefined;
}
