import { findApp } from '@tandem/catalog/apps';
import type { Db } from '../db/index.js';
import type { ConnectionRow } from '../db/tables/connections.js';
import { type Mailer, noMailer } from '../notifications/mailer.js';
import { notify, resolveRaised } from '../notifications/notify.js';
import { recordTestResult } from './connections-repo.js';
import { type ConnectionQuery, queriedConnection } from './connection-resolver.js';
import { connectionWorksAgain, recordBrokenRun } from '../recoveries/broken-runs.js';

/** One open BROKEN_CONNECTION per connection; resolving frees the key so a later break raises again. */
const dedupeKeyOf = (connectionId: string) => `BROKEN_CONNECTION:${connectionId}`;

/**
 * The connection refused its credentials (a test or a run): BROKEN_CONNECTION raised once, then
 * failing. In that order, a connection that reads working has no BROKEN_CONNECTION open: a step that
 * succeeds on it need not resolve one (workers/src/activities/connection-health.ts), and a success
 * that sets it working after this resolves the notice raised before.
 */
export async function markConnectionBroken(db: Db, mailer: Mailer, row: ConnectionRow, failureReason: string): Promise<void> {
  await notify(db, mailer, {
    workspaceId: row.workspaceId,
    event: 'BROKEN_CONNECTION',
    title: `The ${findApp(row.app)?.name ?? row.app} connection "${row.name}" stopped working`,
    content: failureReason,
    action: { text: 'Open the connections', link: `/w/${row.workspaceId}/connections` },
    dedupeKey: dedupeKeyOf(row.id),
  });
  await recordTestResult(db, row.id, 'failing', failureReason);
}

/**
 * The connection works (again): working, and its open BROKEN_CONNECTION resolved. Coming back from
 * not working, the runs it broke are recovered when the workspace says so (platform/src/recoveries/broken-runs.ts);
 * answers the recovery batches that started.
 */
export async function markConnectionWorking(db: Db, row: ConnectionRow): Promise<string[]> {
  if (row.testedStatus === 'working') {
    await resolveRaised(db, dedupeKeyOf(row.id));
    return [];
  }
  await recordTestResult(db, row.id, 'working', null);
  await resolveRaised(db, dedupeKeyOf(row.id));
  return connectionWorksAgain(db, row);
}

/** What the workers' action activity reports after a step used a connection (workers/src/activities/connection-health.ts). */
export function createConnectionHealth(db: Db, { mailer = noMailer }: { mailer?: Mailer } = {}) {
  return {
    /** `runId`: the run whose step met the auth error, offered for recovery once the connection works again. */
    async failed(query: ConnectionQuery, failureReason: string, runId?: string): Promise<void> {
      const row = await queriedConnection(db, query);
      if (!row) return;
      if (runId !== undefined) await recordBrokenRun(db, row, runId);
      await markConnectionBroken(db, mailer, row, failureReason);
    },
    async worked(query: ConnectionQuery): Promise<void> {
      const row = await queriedConnection(db, query);
      if (row) await markConnectionWorking(db, row);
    },
  };
}
