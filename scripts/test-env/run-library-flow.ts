import { expect } from 'vitest';
import { type TestUser, waitForRun } from './test-stack.js';

/**
 * Copies the library flow named `name` (listed under use case `useCase`) into the user's workspace,
 * runs the copy once and waits for the run to end; the run must complete. Answers its final state.
 */
export async function runLibraryFlow(user: TestUser, useCase: string, name: string, input?: unknown): Promise<Awaited<ReturnType<typeof waitForRun>>> {
  const library = await user.request('GET', `/api/library/flows?uc=${encodeURIComponent(useCase)}`);
  const source = library.body.items.find((flow: { name: string }) => flow.name === name);
  expect(source, `the library has "${name}" under ${useCase}`).toBeDefined();
  const copy = await user.request('POST', `/api/workspaces/${user.workspaceId}/library/${source.flowId}/copy`);
  expect(copy.status).toBe(201);
  const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${copy.body.flowId}/runs`, input === undefined ? {} : { input });
  const state = await waitForRun(user, started.body.runId);
  expect(state.status, JSON.stringify(state.error)).toBe('completed');
  return state;
}
