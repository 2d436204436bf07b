import { z } from 'zod';
import { defineAction, type HttpClient } from '@tandem/catalog/sdk';
import { apiPaths } from '../api-paths.js';
import { tandem } from '../app.js';
import { requireOwnWorkspace } from '../own-workspace.js';
import { type ApiList, TandemFlow, type TandemFlowVersion, WorkspaceInput } from '../schemas.js';

export const TandemListFlowsInput = WorkspaceInput.extend({
  metricsPeriod: z.enum(['last7Days', 'last30Days', 'last90Days', 'all']).default('all').describe('Period of the run figures'),
  includeGuide: z.boolean().default(false).describe('Include the guide of the latest version'),
  includeDefinition: z.boolean().default(false).describe('Include the definition of the latest version'),
});
export type TandemListFlowsInput = z.infer<typeof TandemListFlowsInput>;

export const TandemListedFlow = TandemFlow.extend({
  categories: z.array(z.string()),
  definition: z.unknown().optional(),
  guide: z.unknown().optional(),
});
export const TandemListFlowsOutput = z.object({ flows: z.array(TandemListedFlow) });

/** The latest version's definition and guide, as far as asked for. */
async function versionParts(http: HttpClient, flow: TandemFlow, input: TandemListFlowsInput) {
  if ((!input.includeDefinition && !input.includeGuide) || flow.latestVersionId === null) return {};
  const { body } = await http.get<TandemFlowVersion>(apiPaths.version(flow.workspaceId, flow.flowId, flow.latestVersionId));
  return {
    ...(input.includeDefinition ? { definition: body.definition } : {}),
    ...(input.includeGuide ? { guide: body.guide ?? null } : {}),
  };
}

export const tandemListFlows = defineAction({
  app: tandem,
  id: 'flows.list',
  displayName: 'List flows',
  description: 'Lists the flows of this workspace with categories, run counts, last run, apps and trigger.',
  categories: ['Reporting'],
  mutates: false,
  internal: true,
  input: TandemListFlowsInput,
  output: TandemListFlowsOutput,
  async run({ input, http, workspaceId }) {
    const ws = requireOwnWorkspace(input, workspaceId);
    const { body } = await http.get<ApiList<TandemFlow>>(apiPaths.flows(ws), { query: { metricsPeriod: input.metricsPeriod } });
    const flows = await Promise.all(
      body.items.map(async (flow) => ({ ...flow, categories: flow.categoryIds, ...(await versionParts(http, flow, input)) })),
    );
    return { flows };
  },
});
