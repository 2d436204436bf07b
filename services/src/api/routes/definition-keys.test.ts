import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness } from '../../testing/api-harness.js';

describe('a saved definition', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.stop());

  // The database maps column names to camelCase; the keys inside a definition are the user's.
  it('comes back with its keys exactly as saved (snake_case, digits, dashes)', async () => {
    const user = await signUp(api.app);
    const definition = {
      version: 1,
      trigger: { type: 'manual' },
      inputSchema: { type: 'object', properties: { order_id: { type: 'number' }, 'Mixed-Key': { type: 'string' } } },
      steps: [{ name: 'mark', type: 'utility', utility: 'variable', input: { value: { type: 'literal', value: { custom_label_0: 'out_of_stock' } } } }],
    };
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Keys', definition });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    const versions = await user.request('GET', `/api/workspaces/${user.workspaceId}/flows/${flow.body.flowId}/versions`);
    const version = await user.request('GET', `/api/workspaces/${user.workspaceId}/flows/${flow.body.flowId}/versions/${versions.body.items[0].versionId}`);
    expect(version.body.definition.inputSchema).toEqual(definition.inputSchema);
    expect(JSON.stringify(version.body.definition.steps)).toContain('"custom_label_0":"out_of_stock"');
  });
});
