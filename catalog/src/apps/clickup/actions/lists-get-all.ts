import { z } from 'zod';
import { ClickUpId } from '../clickup-schemas.js';
import { Archived, Entity, Workspace, listAction } from '../list-action.js';

export const clickupListsGetAll = listAction({
  id: 'lists.getAll',
  displayName: 'Get lists',
  description: "Lists the lists of a folder, or a space's lists outside folders; active or archived.",
  input: z
    .object({ workspaceId: Workspace, spaceId: ClickUpId.optional().describe('Space'), folderId: ClickUpId.optional().describe('Folder'), archived: Archived })
    .refine((input) => input.folderId !== undefined || input.spaceId !== undefined, { message: 'Choose a folder or a space', path: ['folderId'] }),
  field: 'lists',
  item: Entity,
  path: (input) => (input.folderId !== undefined ? `/api/v2/folder/${input.folderId}/list` : `/api/v2/space/${input.spaceId}/list`),
  query: (input) => ({ archived: input.archived }),
});
