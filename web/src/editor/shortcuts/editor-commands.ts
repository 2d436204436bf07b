import { CLIPBOARD_STORAGE_KEY, parseSteps, serializeSteps } from '../../flow/clipboard';
import { deleteStep, duplicateStep, pasteSteps } from '../../flow/operations';
import { findStep } from '../../flow/step-tree';
import type { Definition, Slot } from '../../flow/types';
import type { EditorStore } from '../store/create-editor-store';
import type { EditorCommand } from './shortcut-command';

/** Where a paste goes: right after the selected step, else at the end of the flow. */
export function pasteSlot(definition: Definition, selected: string | null): Slot {
  const located = selected ? findStep(definition, selected) : undefined;
  return located ? { ...located.list, index: located.index + 1 } : { parent: null, index: definition.steps.length };
}

async function readClipboard(): Promise<string | null> {
  try {
    const text = await navigator.clipboard.readText();
    if (text && parseSteps(text)) return text;
  } catch {
    // No permission or no clipboard: fall back to the copy kept in localStorage.
  }
  return localStorage.getItem(CLIPBOARD_STORAGE_KEY);
}

/** Runs an editor command against a store (the bridge between keys/buttons and pure operations). */
export async function runEditorCommand(store: EditorStore, command: EditorCommand, fit: () => void): Promise<void> {
  const state = store.getState();
  const definition = state.history.present;
  const selected = state.selected;
  switch (command) {
    case 'undo':
      return state.undo();
    case 'redo':
      return state.redo();
    case 'fit':
      return fit();
    case 'deselect':
      return state.select(null);
    case 'delete':
      if (selected) state.apply((d) => deleteStep(d, selected), null);
      return;
    case 'duplicate': {
      if (!selected) return;
      const result = duplicateStep(definition, selected);
      if (result.name) state.apply(() => result.definition, result.name);
      return;
    }
    case 'copy': {
      const step = selected ? findStep(definition, selected)?.step : undefined;
      if (!step) return;
      const text = serializeSteps([step]);
      localStorage.setItem(CLIPBOARD_STORAGE_KEY, text);
      await navigator.clipboard?.writeText(text).catch(() => undefined);
      return;
    }
    case 'paste': {
      const text = await readClipboard();
      const steps = text ? parseSteps(text) : null;
      if (!steps) return;
      const current = store.getState();
      const result = pasteSteps(current.history.present, pasteSlot(current.history.present, current.selected), steps);
      current.apply(() => result.definition, result.names[0] ?? null);
      return;
    }
  }
}
