import { NonRetryableError } from '@tandem/catalog/sdk';
import { newId } from '../ids.js';
import type { Db } from '../db/index.js';
import { randomSecret, sha256 } from '../secrets.js';

/** How long a run token lasts, and how much of that must be left for a step to get it again. */
const LIFETIME_MS = 30 * 60_000;
const REUSE_WHILE_LEFT_MS = 20 * 60_000;

/** A token of the platform's own API for the own-app steps (the Tandem app) of runs in one workspace. */
export type RunTokens = (workspaceId: string) => Promise<string>;

/**
 * The credential of the product's own app, which needs no connection: an API token that reaches only
 * the run's workspace (the API refuses every other one), of the workspace's creator (or, when they
 * left, its longest member), marked `forRun` so no token list shows it, short-lived, and shared by
 * the steps of one worker for a while so a busy flow does not write a token per step.
 * A workspace without members (deleted) gets none.
 */
export function createRunTokens(db: Db, now: () => number = Date.now): RunTokens {
  const cache = new Map<string, { token: string; expiresAt: number }>();
  return async (workspaceId) => {
    const cached = cache.get(workspaceId);
    if (cached && cached.expiresAt - now() > REUSE_WHILE_LEFT_MS) return cached.token;
    const member = await db
      .selectFrom('workspaceMembers')
      .innerJoin('workspaces', 'workspaces.id', 'workspaceMembers.workspaceId')
      .select('workspaceMembers.userId')
      .where('workspaceMembers.workspaceId', '=', workspaceId)
      .where('workspaces.deletedAt', 'is', null)
      .orderBy((eb) => eb.case().when('workspaceMembers.userId', '=', eb.ref('workspaces.creatorId')).then(0).else(1).end())
      .orderBy('workspaceMembers.createdAt')
      .executeTakeFirst();
    if (!member) throw new NonRetryableError(`The workspace ${workspaceId} has no member a run could act for`);
    const token = randomSecret('tdm_');
    const expiresAt = now() + LIFETIME_MS;
    await db
      .insertInto('apiTokens')
      .values({ id: newId(), userId: member.userId, workspaceId, name: 'Runs of flows (internal)', tokenHash: sha256(token), expiresAt: new Date(expiresAt), lastUsedAt: null, revokedAt: null, forRun: true })
      .execute();
    cache.set(workspaceId, { token, expiresAt });
    return token;
  };
}
