import { z } from 'zod';
import { ClickUpId } from '../clickup-schemas.js';
import { Workspace, listAction } from '../list-action.js';

export const ClickUpFieldType = z.enum([
  'url', 'drop_down', 'labels', 'email', 'phone', 'date', 'short_text', 'text', 'checkbox', 'number', 'currency', 'tasks', 'users', 'emoji',
  'automatic_progress', 'manual_progress', 'location',
]);

export const clickupCustomFieldsGetAll = listAction({
  id: 'customFields.getAll',
  displayName: 'Get custom fields',
  description: 'Lists the custom fields a list’s tasks can have, with their types and options.',
  input: z.object({ workspaceId: Workspace, listId: ClickUpId.describe('List') }),
  field: 'fields',
  item: z.looseObject({ id: z.string(), name: z.string(), type: ClickUpFieldType.or(z.string()), type_config: z.unknown().optional(), required: z.boolean().optional() }),
  path: (input) => `/api/v2/list/${input.listId}/field`,
});
