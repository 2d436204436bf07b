import { DownloadInput, type DownloadOutput } from '@tandem/catalog';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { renderDownload } from './render-download.js';

export type SaveDownloadRequest = { workspaceId: string; idempotencyKey: string; input: DownloadInput };

/** The public path of a download link. */
export const downloadPath = (token: string) => `/api/downloads/${token}`;

/**
 * Stores the file of a `download` step and gives its link. Keyed by the step's idempotency key, so a
 * retried attempt gives the link of the first.
 */
export async function saveDownload(db: Db, publicUrl: string, request: SaveDownloadRequest): Promise<DownloadOutput> {
  const input = DownloadInput.parse(request.input);
  const { data, contentType } = renderDownload(input.data, input.format);
  const row = await db
    .insertInto('downloads')
    .values({
      token: randomBytes(24).toString('base64url'),
      workspaceId: request.workspaceId,
      idempotencyKey: request.idempotencyKey,
      name: input.name,
      fileName: input.file,
      contentType,
      data,
      downloadLimit: input.downloadLimit,
      expiresAt: input.expiry === -1 ? null : sql<Date>`now() + make_interval(hours => ${input.expiry})`,
    })
    .onConflict((oc) => oc.column('idempotencyKey').doUpdateSet({ idempotencyKey: request.idempotencyKey }))
    .returning(['token', 'expiresAt'])
    .executeTakeFirstOrThrow();
  return { url: `${publicUrl}${downloadPath(row.token)}`, expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null };
}

export type TakenDownload = { fileName: string; contentType: string; data: Buffer };

/**
 * Counts one use of a link and gives its file; `gone` when its limit is used up or it expired,
 * undefined when there is no such link.
 */
export async function takeDownload(db: Db, token: string): Promise<TakenDownload | 'gone' | undefined> {
  const taken = await db
    .updateTable('downloads')
    .set((eb) => ({ downloadCount: eb('downloadCount', '+', 1) }))
    .where('token', '=', token)
    .where((eb) => eb.or([eb('downloadLimit', '=', -1), eb('downloadCount', '<', eb.ref('downloadLimit'))]))
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', sql<Date>`now()`)]))
    .returning(['fileName', 'contentType', 'data'])
    .executeTakeFirst();
  if (taken) return taken;
  const exists = await db.selectFrom('downloads').select('token').where('token', '=', token).executeTakeFirst();
  return exists ? 'gone' : undefined;
}
