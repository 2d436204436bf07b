import { z } from 'zod';
import { workspaceOf } from '../clickup-schemas.js';
import { Archived, Entity, Workspace, listAction } from '../list-action.js';

export const clickupSpacesGetAll = listAction({
  id: 'spaces.getAll',
  displayName: 'Get spaces',
  description: 'Lists the spaces of a workspace, active or archived.',
  input: z.object({ workspaceId: Workspace, archived: Archived }),
  field: 'spaces',
  item: Entity,
  path: (input, config) => `/api/v2/team/${workspaceOf(input.workspaceId, config)}/space`,
  query: (input) => ({ archived: input.archived }),
});
