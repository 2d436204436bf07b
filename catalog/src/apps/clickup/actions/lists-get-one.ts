import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { clickup } from '../app.js';
import { clickupCall } from '../clickup-call.js';
import { ClickUpId, ClickUpStatus } from '../clickup-schemas.js';

export const ClickUpList = z.looseObject({
  id: z.string(),
  name: z.string(),
  content: z.string().nullable().optional(),
  archived: z.boolean().optional(),
  override_statuses: z.boolean().optional(),
  statuses: z.array(ClickUpStatus).default([]),
  folder: z.looseObject({ id: z.string(), name: z.string().optional() }).optional(),
  space: z.looseObject({ id: z.string(), name: z.string().optional() }).optional(),
});
export type ClickUpList = z.infer<typeof ClickUpList>;

export const clickupListsGetOne = defineAction({
  app: clickup,
  id: 'lists.getOne',
  displayName: 'Get list',
  description: 'Reads one list with its folder, space and statuses.',
  categories: ['Alerts & Tasks'],
  mutates: false,
  input: z.object({ workspaceId: ClickUpId.optional().describe('Workspace'), listId: ClickUpId.describe('List') }),
  output: ClickUpList,
  async run({ input, http }) {
    return clickupCall<ClickUpList>(http, 'GET', `/api/v2/list/${input.listId}`);
  },
});
