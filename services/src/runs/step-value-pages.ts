import type { StepState } from '@tandem/catalog';
import type { StepValueField, StepValuePage, Truncations } from '../api/schemas/step-values.js';

/**
 * The most JSON text of one step's input or output that an answer holds (1 MiB): a larger one is left
 * out of the run state and its pages and read by pages of this size from the step's output route.
 */
export const STEP_VALUE_INLINE_CHARS = 1024 * 1024;

/**
 * The most JSON text of inputs and outputs one page of steps holds (8 MiB): the page ends before the
 * step that would pass it, and `nextCursor` goes on from there.
 */
export const STEP_PAGE_MAX_CHARS = 8 * 1024 * 1024;

const FIELDS: readonly StepValueField[] = ['input', 'output'];

/** Where a step's input or output is read page by page. */
export const stepValueUrl = (workspaceId: string, runId: string, path: string, field: StepValueField) =>
  `/api/workspaces/${workspaceId}/runs/${runId}/steps/${encodeURIComponent(path)}/output?field=${field}&offset=0`;

/**
 * The step as an answer holds it: an input or output longer than `limit` characters of JSON is left
 * out and named in `truncated` (its length and the URL that pages through it). Smaller ones stay whole.
 */
export function fitStep(step: StepState, url: (field: StepValueField) => string, limit = STEP_VALUE_INLINE_CHARS): StepState & { truncated?: Truncations } {
  const truncated: Truncations = {};
  const fitted: StepState = { ...step };
  for (const field of FIELDS) {
    if (step[field] === undefined) continue;
    const chars = JSON.stringify(step[field]).length;
    if (chars <= limit) continue;
    delete fitted[field];
    truncated[field] = { chars, url: url(field) };
  }
  return Object.keys(truncated).length > 0 ? { ...fitted, truncated } : fitted;
}

/** One page of a step's input or output as JSON text, from `offset`; the pages joined are its whole JSON. */
export function pageOfStepValue(step: StepState, field: StepValueField, offset: number, limit = STEP_VALUE_INLINE_CHARS): StepValuePage {
  const json = step[field] === undefined ? 'null' : JSON.stringify(step[field]);
  const end = Math.min(json.length, offset + limit);
  return { field, offset, json: json.slice(offset, end), nextOffset: end < json.length ? end : null, totalChars: json.length };
}
