import { z } from 'zod';
import { ClickUpId, ClickUpUser } from '../clickup-schemas.js';
import { Workspace, listAction } from '../list-action.js';

export const clickupListsGetMembers = listAction({
  id: 'lists.getMembers',
  displayName: 'Get list members',
  description: 'Lists the people who can see a list.',
  input: z.object({ workspaceId: Workspace, listId: ClickUpId.describe('List') }),
  field: 'members',
  item: ClickUpUser,
  path: (input) => `/api/v2/list/${input.listId}/member`,
});
