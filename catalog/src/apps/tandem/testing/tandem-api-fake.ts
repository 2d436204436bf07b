import { jsonResponse, startFakeServer, type FakeServer } from '../../../testing/index.js';
import type { AnyAction } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';

export const FAKE_WS = '01JTANDEMWS000000000000000';
export const FAKE_FLOW = '01JTANDEMF00W000000000000A';
export const FAKE_TOKEN = 'tdm_test_token';

/** Answers `"<METHOD> <path>"` with the given JSON body and anything else with the API's 404. */
export type TandemFakeRoutes = Record<string, unknown>;

export type TandemFake = FakeServer & { run(action: AnyAction, input: unknown, runWorkspaceId?: string): Promise<unknown> };

/** A stand-in for Tandem's own API that records what the internal actions send. */
export async function startTandemFake(routes: TandemFakeRoutes): Promise<TandemFake> {
  const server = await startFakeServer((request) => {
    const body = routes[`${request.method} ${request.path}`];
    return body === undefined ? jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }) : jsonResponse(200, body);
  });
  return Object.assign(server, {
    run: (action: AnyAction, input: unknown, runWorkspaceId = FAKE_WS) =>
      runAction(action, { input, platformToken: FAKE_TOKEN, workspaceId: runWorkspaceId, baseUrlOverrides: { tandem: server.url } }),
  });
}

/** A flow as the API answers it. */
export function apiFlow(overrides: Record<string, unknown> = {}) {
  return {
    flowId: FAKE_FLOW,
    workspaceId: FAKE_WS,
    shortId: '00000000aa',
    name: 'Stock alert',
    description: null,
    longDescription: null,
    liveVersionId: null,
    liveVersionChangedAt: null,
    latestVersionId: '01JTANDEMV00000000000000A1',
    latestVersionMetadata: null,
    performanceMetrics: { shown: 0, seen: 0, clicked: 0, copied: 0, setLive: 0 },
    createdAt: '2026-11-01T00:00:00.000Z',
    creatorId: '01JTANDEMC00000000000000A1',
    deletedAt: null,
    categoryIds: ['Alerts & Tasks'],
    published: false,
    fromFlowLibrary: false,
    pinnedAt: null,
    sourceFlow: null,
    editMode: 'full-control',
    libraryInfo: null,
    requiredMemory: null,
    trigger: { type: 'manual' },
    apps: ['slack'],
    executionCount: 3,
    successful: 2,
    failed: 1,
    lastExecutionAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
