import type { Definition, DefinitionIssue } from '@tandem/catalog';
import { findAction, findApp } from '@tandem/catalog/apps';
import { needsConnection } from '@tandem/catalog/runtime';
import { checkCompleteness, type WorkspaceConnections } from '@tandem/catalog/types';
import type { Db } from '@tandem/platform/db';

/** The workspace's connections as the completeness check reads them (one query). */
export async function workspaceConnections(db: Db, workspaceId: string): Promise<WorkspaceConnections> {
  const rows = await db.selectFrom('connections').select(['id', 'app']).where('workspaceId', '=', workspaceId).execute();
  const byApp = new Map<string, string[]>();
  for (const row of rows) byApp.set(row.app, [...(byApp.get(row.app) ?? []), row.id]);
  return {
    appOf: (id) => {
      const app = findApp(id);
      return app && { name: app.name, needsConnection: needsConnection(app) };
    },
    connectionsOf: (app) => byApp.get(app) ?? [],
  };
}

/**
 * What a definition still needs in the workspace before it can go live: connections of the apps its
 * steps use, values for required inputs left empty (docs/workspace.md, "Before a flow goes live").
 */
export async function flowChecklist(db: Db, workspaceId: string, definition: Definition): Promise<DefinitionIssue[]> {
  return checkCompleteness(definition, { findAction }, await workspaceConnections(db, workspaceId));
}
