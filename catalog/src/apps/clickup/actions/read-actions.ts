import { z } from 'zod';
import { defineAction } from '../../../sdk/index.js';
import { clickup } from '../app.js';
import { clickupCall } from '../clickup-call.js';
import { ClickUpId, ClickUpUser, workspaceOf } from '../clickup-schemas.js';

const Entity = z.looseObject({ id: z.union([z.string(), z.number()]).transform(String), name: z.string() });
const Archived = z.boolean().default(false).describe('Archived instead of active');
const Workspace = ClickUpId.optional().describe('Workspace');
type Config = { workspaceId?: string | undefined };

/** A read action that lists one kind of ClickUp entity: GET `path`, the items under `field`. */
function listAction<I extends z.ZodObject, O extends z.ZodType>(spec: {
  id: string;
  displayName: string;
  description: string;
  input: I;
  field: string;
  item: O;
  path: (input: z.output<I>, config: Config) => string;
  query?: (input: z.output<I>) => Record<string, string | boolean>;
}) {
  return defineAction({
    app: clickup,
    id: spec.id,
    displayName: spec.displayName,
    description: spec.description,
    categories: ['Alerts & Tasks'],
    mutates: false,
    input: spec.input,
    output: z.object({ [spec.field]: z.array(spec.item) }),
    async run({ input, config, http }) {
      const body = await clickupCall<Record<string, Array<z.input<O>> | undefined>>(http, 'GET', spec.path(input, config), { query: spec.query?.(input) });
      return { [spec.field]: body[spec.field] ?? [] };
    },
  });
}

export const clickupWorkspacesGetAuthorized = listAction({
  id: 'workspaces.getAuthorized',
  displayName: 'Get authorized workspaces',
  description: 'Lists the workspaces (teams) the connection may use.',
  input: z.object({}),
  field: 'teams',
  item: Entity.extend({ color: z.string().optional(), avatar: z.string().nullable().optional() }),
  path: () => '/api/v2/team',
});

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

export const clickupListsGetMembers = listAction({
  id: 'lists.getMembers',
  displayName: 'Get list members',
  description: 'Lists the people who can see a list.',
  input: z.object({ workspaceId: Workspace, listId: ClickUpId.describe('List') }),
  field: 'members',
  item: ClickUpUser,
  path: (input) => `/api/v2/list/${input.listId}/member`,
});

export const clickupTagsGetAll = listAction({
  id: 'tags.getAll',
  displayName: 'Get tags',
  description: 'Lists the task tags of a space.',
  input: z.object({ workspaceId: Workspace, spaceId: ClickUpId.describe('Space') }),
  field: 'tags',
  item: z.looseObject({ name: z.string(), tag_fg: z.string().optional(), tag_bg: z.string().optional() }),
  path: (input) => `/api/v2/space/${input.spaceId}/tag`,
});

export const clickupCustomTaskTypesGetAll = listAction({
  id: 'customTaskTypes.getAll',
  displayName: 'Get custom task types',
  description: 'Lists the custom task types of a workspace (Milestone, Bug, …).',
  input: z.object({ workspaceId: Workspace }),
  field: 'custom_items',
  item: z.looseObject({ id: z.number(), name: z.string(), name_plural: z.string().nullable().optional(), description: z.string().nullable().optional() }),
  path: (input, config) => `/api/v2/team/${workspaceOf(input.workspaceId, config)}/custom_item`,
});

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
