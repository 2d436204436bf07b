import { describe, expect, it } from 'vitest';
import type { Flow } from '../api/types';
import { dashboardRows, triggerKey } from './dashboard-model';

const flow = (name: string, extra: Partial<Flow> = {}): Flow => ({
  flowId: name,
  workspaceId: 'W',
  shortId: name,
  name,
  description: null,
  longDescription: null,
  liveVersionId: null,
  liveVersionChangedAt: null,
  latestVersionId: null,
  latestVersionMetadata: null,
  performanceMetrics: { shown: 0, seen: 0, clicked: 0, copied: 0, setLive: 0 },
  creatorId: 'U',
  deletedAt: null,
  categoryIds: [],
  published: false,
  fromFlowLibrary: false,
  sourceFlow: null,
  libraryInfo: null,
  requiredMemory: null,
  pinnedAt: null,
  editMode: 'full-control',
  createdAt: '2026-01-01T00:00:00Z',
  trigger: null,
  apps: [],
  executionCount: 0,
  successful: 0,
  failed: 0,
  lastExecutionAt: null,
  ...extra,
});

describe('dashboardRows', () => {
  const flows = [
    flow('Zeta'),
    flow('Alpha', { apps: ['shopify'] }),
    flow('Pinned old', { pinnedAt: '2026-01-01T00:00:00Z' }),
    flow('Pinned new', { pinnedAt: '2026-02-01T00:00:00Z', description: 'Daily report' }),
  ];

  it('puts pinned flows first, newest pin first, the rest by name', () => {
    const rows = dashboardRows(flows, '');
    expect(rows.pinned.map((f) => f.name)).toEqual(['Pinned new', 'Pinned old']);
    expect(rows.others.map((f) => f.name)).toEqual(['Alpha', 'Zeta']);
  });

  it('searches names, descriptions and apps, ignoring case', () => {
    expect(dashboardRows(flows, 'SHOPIFY').others.map((f) => f.name)).toEqual(['Alpha']);
    expect(dashboardRows(flows, 'report').pinned.map((f) => f.name)).toEqual(['Pinned new']);
  });

  it('labels triggers', () => {
    expect(triggerKey({ type: 'schedule', schedule: { kind: 'unselected' } })).toBe('trigger.schedule');
    expect(triggerKey(null)).toBe('trigger.none');
  });
});
