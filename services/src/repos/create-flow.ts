import { newId } from '@tandem/platform/ids';
import type { Db } from '@tandem/platform/db';
import type { FlowsTable } from '@tandem/platform/db/tables/flows';
import type { Insertable } from 'kysely';

/** A short id for links: 10 characters of the ULID's random part. */
export const shortIdOf = (id: string) => id.slice(-10).toLowerCase();

export type NewFlow = { workspaceId: string; name: string; creatorId: string; id?: string } & Partial<Omit<Insertable<FlowsTable>, 'workspaceId' | 'name' | 'creatorId' | 'id'>>;

/** Inserts a flow without versions (saveVersion adds them); fields not given take their empty defaults. */
export async function createFlow(db: Db, flow: NewFlow): Promise<string> {
  const id = flow.id ?? newId();
  await db
    .insertInto('flows')
    .values({
      shortId: shortIdOf(id),
      description: null,
      longDescription: null,
      liveVersionId: null,
      liveVersionChangedAt: null,
      latestVersionId: null,
      deletedAt: null,
      pinnedAt: null,
      requiredMemory: null,
      ...flow,
      id,
    })
    .execute();
  return id;
}
