import { z } from 'zod';
import { defineAction, type HttpClient } from '@tandem/catalog/sdk';
import { apiPaths } from '../api-paths.js';
import { tandem } from '../app.js';
import type { ApiList } from '../schemas.js';

/** User billing info as the workspace list adds it; `simplePlan` may also be custom. */
export const TandemBillingInfo = z.object({
  simplePlan: z.enum(['freemium', 'flexible', 'powerful', 'custom']),
  includedCredits: z.number(),
  usedCredits: z.number(),
  creditLimit: z.number().nullable(),
});

export const TandemWorkspace = z.object({
  workspaceId: z.string(),
  name: z.string(),
  internalName: z.string().nullable(),
  createdAt: z.string(),
  creatorEmail: z.string(),
  billingUserEmail: z.string().nullable(),
  connectedApps: z.array(z.string()),
  billingInfo: TandemBillingInfo,
});
export const TandemListWorkspacesOutput = z.object({ workspaces: z.array(TandemWorkspace) });

type ApiWorkspace = Omit<z.infer<typeof TandemWorkspace>, 'connectedApps' | 'billingInfo'>;
type ApiBilling = { plan: 'freemium' | 'flexible' | 'powerful'; includedCredits: number; usedCredits: number; creditLimit: number | null };

async function withAppsAndBilling(http: HttpClient, workspace: ApiWorkspace) {
  const [connections, billing] = await Promise.all([
    http.get<ApiList<{ app: string }>>(apiPaths.connections(workspace.workspaceId)),
    http.get<ApiBilling>(apiPaths.billing(workspace.workspaceId)),
  ]);
  const { plan, includedCredits, usedCredits, creditLimit } = billing.body;
  return {
    ...workspace,
    connectedApps: [...new Set(connections.body.items.map((c) => c.app))].sort(),
    billingInfo: { simplePlan: plan, includedCredits, usedCredits, creditLimit },
  };
}

export const tandemListWorkspaces = defineAction({
  app: tandem,
  id: 'workspaces.listV2',
  displayName: 'List workspaces',
  description: 'Lists the workspaces of the connection’s user with their connected apps and billing info.',
  categories: ['Reporting'],
  mutates: false,
  internal: true,
  input: z.object({}),
  output: TandemListWorkspacesOutput,
  async run({ http }) {
    const { body } = await http.get<ApiList<ApiWorkspace>>(apiPaths.workspaces());
    return { workspaces: await Promise.all(body.items.map((workspace) => withAppsAndBilling(http, workspace))) };
  },
});
