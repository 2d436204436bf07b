import { z } from 'zod';
import { ClickUpId } from '../clickup-schemas.js';
import { Workspace, listAction } from '../list-action.js';

export const clickupTagsGetAll = listAction({
  id: 'tags.getAll',
  displayName: 'Get tags',
  description: 'Lists the task tags of a space.',
  input: z.object({ workspaceId: Workspace, spaceId: ClickUpId.describe('Space') }),
  field: 'tags',
  item: z.looseObject({ name: z.string(), tag_fg: z.string().optional(), tag_bg: z.string().optional() }),
  path: (input) => `/api/v2/space/${input.spaceId}/tag`,
});
