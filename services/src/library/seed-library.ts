import { sql } from 'kysely';
import { flowCallsOf, type Definition } from '@tandem/catalog';
import type { Db } from '@tandem/platform/db';
import { createFlow } from '../repos/create-flow.js';
import { saveVersion } from '../repos/versions.js';
import { readLibraryFlows, type LibraryFlowSource } from './library-flows.js';

/** The system user and workspace that own the library flows; nobody is a member, so no workspace route reaches them. */
export const LIBRARY_USER = { userId: '00000000000000000000SYSTEM', email: 'flow-library@tandem.invalid', name: 'Tandem flow library' };
export const LIBRARY_WORKSPACE_ID = '0000000000000000000000FLWS';

const seedLock = 7_412_001;

/**
 * Brings the library workspace in line with the files of ./flows. Called once at API start (the
 * library routes' registration): a single select when nothing changed, since the workspace's
 * `lastMigration` keeps the hash of the files it was seeded from. Concurrent starts wait on an
 * advisory lock. Flows whose definition changed get a new live version; removed files unpublish.
 * The library workspace never runs its flows: live versions are set without triggers.
 */
export async function seedLibrary(db: Db): Promise<void> {
  const { flows, hash } = readLibraryFlows();
  const seededWith = `library:${hash}`;
  if ((await currentSeed(db)) === seededWith) return;
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${seedLock})`.execute(conn);
    try {
      if ((await currentSeed(conn)) === seededWith) return;
      await ensureOwner(conn);
      // Building blocks first: a flow that runs another is checked against the called flow's live version.
      for (const flow of [...flows].sort((a, b) => Number(callsFlows(a)) - Number(callsFlows(b)))) await upsertFlow(conn, flow);
      await conn
        .updateTable('flows')
        .set({ published: false })
        .where('workspaceId', '=', LIBRARY_WORKSPACE_ID)
        .where('id', 'not in', flows.map((f) => f.flowId))
        .execute();
      await conn.updateTable('workspaces').set({ lastMigration: seededWith }).where('id', '=', LIBRARY_WORKSPACE_ID).execute();
    } finally {
      await sql`select pg_advisory_unlock(${seedLock})`.execute(conn);
    }
  });
}

/** Whether a library flow runs other (library) flows with "Run flow" steps. */
const callsFlows = (flow: LibraryFlowSource) => [...flowCallsOf(flow.definition as Definition)].length > 0;

async function currentSeed(db: Db): Promise<string | null | undefined> {
  const row = await db.selectFrom('workspaces').select('lastMigration').where('id', '=', LIBRARY_WORKSPACE_ID).executeTakeFirst();
  return row?.lastMigration;
}

async function ensureOwner(db: Db): Promise<void> {
  await db
    .insertInto('users')
    .values({ id: LIBRARY_USER.userId, email: LIBRARY_USER.email, name: LIBRARY_USER.name, passwordHash: '!' })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('workspaces')
    .values({
      id: LIBRARY_WORKSPACE_ID,
      type: 'system',
      creatorId: LIBRARY_USER.userId,
      creatorEmail: LIBRARY_USER.email,
      name: 'Flow library',
      internalName: 'system:flow-library',
      onboarding: null,
      billingUserId: null,
      billingUserEmail: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

async function upsertFlow(db: Db, flow: LibraryFlowSource): Promise<void> {
  const texts = { name: flow.name, description: flow.description, libraryInfo: JSON.stringify(flow.libraryInfo), published: true, deletedAt: null };
  const updated = await db.updateTable('flows').set(texts).where('id', '=', flow.flowId).returning('liveVersionId').executeTakeFirst();
  if (!updated) await createFlow(db, { id: flow.flowId, workspaceId: LIBRARY_WORKSPACE_ID, creatorId: LIBRARY_USER.userId, ...texts });
  const unchanged =
    updated?.liveVersionId &&
    (await db
      .selectFrom('flowVersions')
      .select('id')
      .where('id', '=', updated.liveVersionId)
      .where('definition', '=', sql<unknown>`${JSON.stringify(flow.definition)}::jsonb`)
      .executeTakeFirst());
  if (unchanged) return;
  const version = await saveVersion(db, {
    workspaceId: LIBRARY_WORKSPACE_ID,
    flowId: flow.flowId,
    definition: flow.definition,
    creator: LIBRARY_USER,
    name: 'Library version',
  });
  await db.updateTable('flows').set({ liveVersionId: version.id, liveVersionChangedAt: new Date() }).where('id', '=', flow.flowId).execute();
}
