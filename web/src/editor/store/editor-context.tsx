import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { VersionIssue } from '../../api/types';
import type { Definition } from '../../flow/types';
import { createEditorStore, type EditorState, type EditorStore } from './create-editor-store';

const EditorContext = createContext<EditorStore | null>(null);

/** Creates one store for the editor below it (kept for the provider's lifetime). */
export function EditorProvider({ initial, issues, children }: { initial: Definition; issues?: readonly VersionIssue[]; children: ReactNode }) {
  const [store] = useState(() => createEditorStore(initial, issues));
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
