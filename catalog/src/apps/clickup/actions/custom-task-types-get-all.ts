import { z } from 'zod';
import { workspaceOf } from '../clickup-schemas.js';
import { Workspace, listAction } from '../list-action.js';

export const clickupCustomTaskTypesGetAll = listAction({
  id: 'customTaskTypes.getAll',
  displayName: 'Get custom task types',
  description: 'Lists the custom task types of a workspace (Milestone, Bug, …).',
  input: z.object({ workspaceId: Workspace }),
  field: 'custom_items',
  item: z.looseObject({ id: z.number(), name: z.string(), name_plural: z.string().nullable().optional(), description: z.string().nullable().optional() }),
  path: (input, config) => `/api/v2/team/${workspaceOf(input.workspaceId, config)}/custom_item`,
});
