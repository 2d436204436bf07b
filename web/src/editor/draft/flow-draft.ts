import type { Definition } from '../../flow/types';

/** Unsaved work of one flow in one workspace, kept in this browser until it is saved as a version. */
export type FlowDraft = { definition: Definition; savedAt: string };

const key = (ws: string, flowId: string) => `tandem.draft.${ws}.${flowId}`;

export function readDraft(ws: string, flowId: string): FlowDraft | null {
  try {
    const text = window.localStorage.getItem(key(ws, flowId));
    const draft = text ? (JSON.parse(text) as Partial<FlowDraft>) : null;
    const definition = draft?.definition as Partial<Definition> | null | undefined;
    // Only what has the outline of a definition opens: storage may hold anything.
    const fits = typeof definition === 'object' && definition !== null && Array.isArray(definition.steps) && typeof definition.trigger?.type === 'string';
    return fits && typeof draft?.savedAt === 'string' ? (draft as FlowDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(ws: string, flowId: string, definition: Definition, now = new Date()): void {
  try {
    window.localStorage.setItem(key(ws, flowId), JSON.stringify({ definition, savedAt: now.toISOString() } satisfies FlowDraft));
  } catch {
    // Storage full or refused: the leave guard still asks before work is lost.
  }
}

export function clearDraft(ws: string, flowId: string): void {
  try {
    window.localStorage.removeItem(key(ws, flowId));
  } catch {
    // Nothing kept.
  }
}
