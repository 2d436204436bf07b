import type { Step } from './types';

/** The JSON the editor puts on the clipboard (and in localStorage) for copy/paste across flows. */
export const CLIPBOARD_KIND = 'tandem/steps';
export const CLIPBOARD_STORAGE_KEY = 'tandem.clipboard';

export type ClipboardPayload = { kind: typeof CLIPBOARD_KIND; version: 1; steps: Step[] };

export function serializeSteps(steps: Step[]): string {
  const payload: ClipboardPayload = { kind: CLIPBOARD_KIND, version: 1, steps };
  return JSON.stringify(payload, null, 2);
}

const stepTypes = new Set(['utility', 'action', 'wait', 'condition', 'iterate', 'approval']);

function looksLikeStep(value: unknown): value is Step {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.name !== 'string' || typeof v.type !== 'string' || !stepTypes.has(v.type)) return false;
  if (v.type === 'condition') return Array.isArray(v.consequent) && Array.isArray(v.alternative) && v.consequent.every(looksLikeStep) && v.alternative.every(looksLikeStep);
  if (v.type === 'iterate') return Array.isArray(v.steps) && v.steps.every(looksLikeStep);
  return true;
}

/** Reads steps from clipboard text: our payload, a bare step, or a list of steps; null otherwise. */
export function parseSteps(text: string): Step[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const steps =
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === CLIPBOARD_KIND
      ? (value as { steps?: unknown }).steps
      : Array.isArray(value)
        ? value
        : [value];
  if (!Array.isArray(steps) || steps.length === 0 || !steps.every(looksLikeStep)) return null;
  return steps;
}
