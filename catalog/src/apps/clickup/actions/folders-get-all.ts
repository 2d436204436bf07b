import { z } from 'zod';
import { ClickUpId } from '../clickup-schemas.js';
import { Archived, Entity, Workspace, listAction } from '../list-action.js';

export const clickupFoldersGetAll = listAction({
  id: 'folders.getAll',
  displayName: 'Get folders',
  description: 'Lists the folders of a space, active or archived.',
  input: z.object({ workspaceId: Workspace, spaceId: ClickUpId.describe('Space'), archived: Archived }),
  field: 'folders',
  item: Entity,
  path: (input) => `/api/v2/space/${input.spaceId}/folder`,
  query: (input) => ({ archived: input.archived }),
});
