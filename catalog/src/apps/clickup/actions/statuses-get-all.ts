import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { clickup } from '../app.js';
import { clickupCall } from '../clickup-call.js';
import { ClickUpId, ClickUpStatus } from '../clickup-schemas.js';

export const ClickUpStatusesInput = z.object({
  workspaceId: ClickUpId.optional().describe('Workspace'),
  spaceId: ClickUpId.describe('Space'),
  folderId: ClickUpId.optional().describe('Folder'),
  listId: ClickUpId.optional().describe('List'),
});
export type ClickUpStatusesInput = z.infer<typeof ClickUpStatusesInput>;

export const ClickUpStatusesOutput = z.object({ source: z.enum(['list', 'folder', 'space']), statuses: z.array(ClickUpStatus) });
export type ClickUpStatusesOutput = z.infer<typeof ClickUpStatusesOutput>;

/** Statuses of the most specific of list, folder and space given (a list's or folder's own, or those it inherits). */
export const clickupStatusesGetAll = defineAction({
  app: clickup,
  id: 'statuses.getAll',
  displayName: 'Get statuses',
  description: 'Lists the task statuses of a list, else of a folder, else of a space (the most specific one given).',
  categories: ['Alerts & Tasks'],
  mutates: false,
  input: ClickUpStatusesInput,
  output: ClickUpStatusesOutput,
  async run({ input, http }) {
    const [source, path] =
      input.listId !== undefined
        ? (['list', `/api/v2/list/${input.listId}`] as const)
        : input.folderId !== undefined
          ? (['folder', `/api/v2/folder/${input.folderId}`] as const)
          : (['space', `/api/v2/space/${input.spaceId}`] as const);
    const body = await clickupCall<{ statuses?: ClickUpStatus[] }>(http, 'GET', path);
    return { source, statuses: body.statuses ?? [] };
  },
});
