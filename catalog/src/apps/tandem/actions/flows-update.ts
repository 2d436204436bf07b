import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { apiPaths } from '../api-paths.js';
import { tandem } from '../app.js';
import { requireOwnWorkspace } from '../own-workspace.js';
import { FlowInput, TandemFlow } from '../schemas.js';

export const TandemFlowUpdates = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(2000).nullable().optional(),
    longDescription: z.string().max(20_000).nullable().optional(),
    published: z.boolean().optional(),
    libraryInfo: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .refine((updates) => Object.values(updates).some((value) => value !== undefined), 'Name at least one field to update');

export const TandemUpdateFlowInput = FlowInput.extend({ updates: TandemFlowUpdates.describe('Updates') });

export const tandemUpdateFlow = defineAction({
  app: tandem,
  id: 'flows.update',
  displayName: 'Update flow',
  description: 'Changes the name, descriptions, published flag or library info of a flow of this workspace.',
  categories: ['Content Creation'],
  // The same fields set twice give the same flow.
  mutates: true,
  idempotent: true,
  internal: true,
  input: TandemUpdateFlowInput,
  output: TandemFlow,
  async run({ input, http, workspaceId }) {
    const ws = requireOwnWorkspace(input, workspaceId);
    return (await http.patch<TandemFlow>(apiPaths.flow(ws, input.flowId), { body: { type: 'json', data: input.updates } })).body;
  },
});
