import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { VersionIssue } from '../../api/types';
import type { Definition } from '../../flow/types';
import { createEditorStore, type EditorState, type EditorStore } from './create-editor-store';

const EditorContext = createContext<EditorStore | null>(null);

/**
 * Creates one store for the editor below it (kept for the provider's lifetime). A `draft` (unsaved
 * work kept in the browser) opens on top of the saved definition: one undo goes back to it.
 */
export function EditorProvider({ initial, draft, issues, children }: { initial: Definition; draft?: Definition | null; issues?: readonly VersionIssue[]; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createEditorStore(initial, issues);
    if (draft) created.getState().apply(() => draft);
    return created;
  });
  return <EditorContext.Provider value={store}>{children}</EditorContext.Provider>;
}

export function useEditorStore(): EditorStore {
  const store = useContext(EditorContext);
  if (!store) throw new Error('useEditor must be used inside <EditorProvider>');
  return store;
}

/** Reads a slice of the editor store; pair with `useShallow` for objects. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), selector);
}
