import { defineAction } from '@tandem/catalog/sdk';
import { apiPaths } from '../api-paths.js';
import { tandem } from '../app.js';
import { requireOwnWorkspace } from '../own-workspace.js';
import { FlowInput, TandemFlow } from '../schemas.js';

export const tandemGetFlow = defineAction({
  app: tandem,
  id: 'flows.get',
  displayName: 'Get flow',
  description: 'Reads one flow of this workspace with its run figures.',
  categories: ['Reporting'],
  mutates: false,
  internal: true,
  input: FlowInput,
  output: TandemFlow,
  async run({ input, http, workspaceId }) {
    const ws = requireOwnWorkspace(input, workspaceId);
    return (await http.get<TandemFlow>(apiPaths.flow(ws, input.flowId))).body;
  },
});
