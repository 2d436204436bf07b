import type { Step } from '@tandem/catalog';
import { countIoSteps } from '../interpreter/step-kinds.js';

// How an iterate's items are split over child workflows, and how many it may have. Workflow-safe: pure.

/** Items one workflow task may run when the body is pure (a task must finish within seconds). */
const ITEMS_PER_CHUNK = 2_000;
/** History events an I/O step adds (scheduled, started, completed, and its share of workflow tasks). */
const EVENTS_PER_IO_STEP = 4;
/** Events a run's history may reach before iterates move work to child workflows (Temporal's limit is far above). */
const HISTORY_BUDGET = 8_000;
/** Items one iterate may have (docs/limits.md). */
export const MAX_ITERATE_ITEMS = 1_000_000;
/** Chunks one iterate may start: each adds about ten events to the run's history (Temporal stops at 51,200). */
export const MAX_ITERATE_CHUNKS = 4_000;
/** Items of a chunked iterate whose steps are recorded one by one in the run state; beyond, only failed ones (and the iterate's output has every item). */
export const RECORDED_ITEMS = 10_000;

/** 1000000 → 1,000,000 (no Intl: workflow code). */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * How many items each chunk gets when the items must not all run in this workflow: too many pure
 * items for one workflow task, or more I/O than this history (`historyLength` events so far) can take.
 * Undefined: run them here.
 */
export function chunkSize(historyLength: number, body: readonly Step[], itemCount: number): number | undefined {
  const eventsPerItem = countIoSteps(body) * EVENTS_PER_IO_STEP;
  const fitsHere = itemCount <= ITEMS_PER_CHUNK && historyLength + itemCount * eventsPerItem <= HISTORY_BUDGET;
  return fitsHere ? undefined : chunkSizeOf(body);
}

/** The items per chunk of an iterate over this body, once it is split (it depends on the body only). */
export function chunkSizeOf(body: readonly Step[]): number {
  const eventsPerItem = countIoSteps(body) * EVENTS_PER_IO_STEP;
  // A chunk must itself fit in a fresh history, with room for its own start and end.
  return Math.max(1, Math.min(ITEMS_PER_CHUNK, eventsPerItem ? Math.floor((HISTORY_BUDGET - 100) / eventsPerItem) : ITEMS_PER_CHUNK));
}

/** Whether the chunk starting at `offset` has its steps recorded one by one (else only its failed steps). */
export const recordsSteps = (offset: number): boolean => offset < RECORDED_ITEMS;

/**
 * Why an iterate over `itemCount` items may not run: too many items (no `size` given), or, split into
 * chunks of `size`, more chunks than a history can take. Undefined: it may.
 */
export function iterateRefusal(itemCount: number, size?: number): string | undefined {
  if (size === undefined) {
    if (itemCount <= MAX_ITERATE_ITEMS) return undefined;
    return `iterate: at most ${count(MAX_ITERATE_ITEMS)} items, got ${count(itemCount)}; split the list (e.g. with slice) over several iterates`;
  }
  if (Math.ceil(itemCount / size) <= MAX_ITERATE_CHUNKS) return undefined;
  const most = count(MAX_ITERATE_CHUNKS * size);
  return `iterate: at most ${most} items with this body (${count(size)} per chunk, ${count(MAX_ITERATE_CHUNKS)} chunks), got ${count(itemCount)}; split the list or the body`;
}
