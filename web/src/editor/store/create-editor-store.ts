import { createStore, type StoreApi } from 'zustand/vanilla';
import type { VersionIssue } from '../../api/types';
import type { Definition, Slot } from '../../flow/types';
import { issuesByStep, type IssuePlaces } from '../../flow/issues-by-step';
import { canRedo, canUndo, pushHistory, redoHistory, startHistory, undoHistory, type History } from './history';
import { findStep } from '../../flow/step-tree';

export type EditorState = {
  history: History<Definition>;
  /** The definition last saved as a version; `dirty` compares against it. */
  saved: Definition;
  selected: string | null;
  /** The trigger's panel is open (the trigger node was clicked); selecting a step closes it. */
  triggerOpen: boolean;
  openTrigger: (open: boolean) => void;
  /** The slot whose "add step" menu is open. */
  inserting: Slot | null;
  /** Replaces the definition through a pure operation, recorded for undo. */
  apply: (operation: (definition: Definition) => Definition, select?: string | null) => void;
  undo: () => void;
  redo: () => void;
  select: (name: string | null) => void;
  setInserting: (slot: Slot | null) => void;
  /** Loads a definition (a version opened or restored): history starts again. */
  load: (definition: Definition) => void;
  markSaved: () => void;
  /** The issues of the version last saved or opened (from the API), placed on the steps they concern. */
  issues: IssuePlaces;
  setIssues: (issues: readonly VersionIssue[]) => void;
};

export type EditorStore = StoreApi<EditorState>;

/** Keeps the selection only while the selected step still exists. */
function keepSelection(definition: Definition, selected: string | null): string | null {
  return selected && findStep(definition, selected) ? selected : null;
}

/** One store per open editor; the definition in it is the single truth the canvas derives from. */
export function createEditorStore(initial: Definition, initialIssues: readonly VersionIssue[] = []): EditorStore {
  return createStore<EditorState>()((set) => ({
    issues: issuesByStep(initial, initialIssues),
    setIssues: (issues) => set((state) => ({ issues: issuesByStep(state.history.present, issues) })),
    history: startHistory(initial),
    saved: initial,
    selected: null,
    triggerOpen: false,
    openTrigger: (open) => set({ triggerOpen: open, ...(open ? { selected: null, inserting: null } : {}) }),
    inserting: null,
    apply: (operation, select) =>
      set((state) => {
        const history = pushHistory(state.history, operation(state.history.present));
        const selected = select === undefined ? state.selected : select;
        // A step selected by the operation (one just added) opens its panel in place of the trigger's.
        return { history, selected: keepSelection(history.present, selected), triggerOpen: select ? false : state.triggerOpen };
      }),
    undo: () =>
      set((state) => {
        const history = undoHistory(state.history);
        return { history, selected: keepSelection(history.present, state.selected) };
      }),
    redo: () =>
      set((state) => {
        const history = redoHistory(state.history);
        return { history, selected: keepSelection(history.present, state.selected) };
      }),
    select: (name) => set({ selected: name, inserting: null, triggerOpen: false }),
    setInserting: (slot) => set({ inserting: slot }),
    load: (definition) => set({ history: startHistory(definition), saved: definition, selected: null, inserting: null }),
    markSaved: () => set((state) => ({ saved: state.history.present })),
  }));
}

/** Selectors: small, so components re-render only for what they read. */
export const selectDefinition = (s: EditorState): Definition => s.history.present;
export const selectSelected = (s: EditorState): string | null => s.selected;
export const selectTriggerOpen = (s: EditorState): boolean => s.triggerOpen;
export const selectCanUndo = (s: EditorState): boolean => canUndo(s.history);
export const selectCanRedo = (s: EditorState): boolean => canRedo(s.history);
export const selectDirty = (s: EditorState): boolean => s.saved !== s.history.present;
