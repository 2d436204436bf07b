import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { apiPaths } from '../api-paths.js';
import { tandem } from '../app.js';
import { requireOwnWorkspace } from '../own-workspace.js';
import { WorkspaceInput } from '../schemas.js';

export const TandemAppUsage = z.object({ app: z.string(), credits: z.number(), units: z.number(), unit: z.string().nullable() });
export const TandemActionsUsageOutput = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  includedCredits: z.number(),
  usedCredits: z.number(),
  creditLimit: z.number().nullable(),
  usageByApp: z.array(TandemAppUsage),
});

export const tandemActionsUsage = defineAction({
  app: tandem,
  id: 'actions.usage',
  displayName: 'Actions usage',
  description: 'The credits and units the actions of this workspace used this month, by app.',
  categories: ['Reporting'],
  mutates: false,
  internal: true,
  input: WorkspaceInput,
  output: TandemActionsUsageOutput,
  async run({ input, http, workspaceId }) {
    const ws = requireOwnWorkspace(input, workspaceId);
    return (await http.get<z.input<typeof TandemActionsUsageOutput>>(apiPaths.billing(ws))).body;
  },
});
