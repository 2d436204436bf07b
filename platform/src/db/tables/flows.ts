import type { ColumnType, Generated, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string | undefined, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export type PerformanceMetrics = { shown: number; seen: number; clicked: number; copied: number; setLive: number };
export type SourceFlow = { flowId: string; flowVersionId: string; workspaceId: string };

/** A flow. */
export interface FlowsTable {
  id: string;
  workspaceId: string;
  shortId: string;
  name: string;
  description: string | null;
  longDescription: string | null;
  liveVersionId: string | null;
  liveVersionChangedAt: Date | null;
  latestVersionId: string | null;
  latestVersionMetadata: NullableJson<Record<string, unknown>>;
  performanceMetrics: Json<PerformanceMetrics>;
  createdAt: Generated<Date>;
  creatorId: string;
  deletedAt: Date | null;
  categoryIds: Json<string[]>;
  published: Generated<boolean>;
  fromFlowLibrary: Generated<boolean>;
  pinnedAt: Date | null;
  sourceFlow: NullableJson<SourceFlow>;
  editMode: Generated<'guided' | 'full-control'>;
  libraryInfo: NullableJson<Record<string, unknown>>;
  requiredMemory: number | null;
  /** The SHA-256 (hex) of the secret path segment of a webhook flow's public URL: hooks are looked up by it. */
  hookTokenHash: string | null;
  /** The same token sealed with the connection secret box (context `<flowId>:hookToken`), so the app can show the URL again. */
  hookTokenSealed: string | null;
}
export type FlowRow = Selectable<FlowsTable>;
