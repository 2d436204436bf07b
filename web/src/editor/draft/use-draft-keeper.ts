import { useEffect, useState } from 'react';
import { setLeaveGuard } from '../../app/use-location';
import { selectDirty } from '../store/create-editor-store';
import { useEditor, useEditorStore } from '../store/editor-context';
import { clearDraft, writeDraft } from './flow-draft';

/**
 * Never lose work: while the definition differs from the saved version it is kept as a draft in
 * localStorage (written once the user pauses), closing the tab asks first (beforeunload), and
 * in-app navigation waits for the user's answer (`leaving` holds the way on; null while nobody leaves).
 */
export function useDraftKeeper(ws: string, flowId: string): { leaving: (() => void) | null; stay: () => void } {
  const store = useEditorStore();
  const dirty = useEditor(selectDirty);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      clearTimeout(timer);
      const state = store.getState();
      if (!selectDirty(state)) return clearDraft(ws, flowId);
      timer = setTimeout(() => writeDraft(ws, flowId, store.getState().history.present), 300);
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.history !== previous.history || state.saved !== previous.saved) keep();
    });
    return () => {
      unsubscribe();
      // Leaving the editor: what is still unwritten is written now.
      if (timer !== undefined && selectDirty(store.getState())) writeDraft(ws, flowId, store.getState().history.present);
      clearTimeout(timer);
    };
  }, [store, ws, flowId]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const removeGuard = setLeaveGuard((proceed) => {
      setLeaving(() => proceed);
      return true;
    });
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      removeGuard();
    };
  }, [dirty]);

  return { leaving, stay: () => setLeaving(null) };
}
