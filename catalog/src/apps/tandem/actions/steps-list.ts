import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { apiPaths } from '../api-paths.js';
import { tandem } from '../app.js';
import { requireOwnWorkspace } from '../own-workspace.js';
import { FlowInput, type TandemFlow, type TandemFlowVersion } from '../schemas.js';
import { stepsOf } from '../steps-of.js';

export const TandemStep = z.object({ stepName: z.string(), stepId: z.string(), deprecated: z.boolean() });
export const TandemListStepsOutput = z.object({ steps: z.array(TandemStep) });

export const tandemListSteps = defineAction({
  app: tandem,
  id: 'steps.list',
  displayName: 'List steps',
  description: 'Lists the steps of the latest version of a flow of this workspace, nested steps included.',
  categories: ['Reporting'],
  mutates: false,
  internal: true,
  input: FlowInput,
  output: TandemListStepsOutput,
  async run({ input, http, workspaceId }) {
    const ws = requireOwnWorkspace(input, workspaceId);
    const flow = (await http.get<TandemFlow>(apiPaths.flow(ws, input.flowId))).body;
    if (flow.latestVersionId === null) return { steps: [] };
    const version = (await http.get<TandemFlowVersion>(apiPaths.version(ws, input.flowId, flow.latestVersionId))).body;
    return { steps: await stepsOf(version.definition) };
  },
});
