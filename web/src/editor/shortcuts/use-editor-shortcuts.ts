import { useReactFlow } from '@xyflow/react';
import { useEffect } from 'react';
import { useEditorStore } from '../store/editor-context';
import { runEditorCommand } from './editor-commands';
import { isEditableTarget, shortcutCommand } from './shortcut-command';

/** Binds the editor's keyboard shortcuts while the editor is mounted. */
export function useEditorShortcuts(): void {
  const store = useEditorStore();
  const { fitView } = useReactFlow();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = shortcutCommand({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        inEditableField: isEditableTarget(event.target),
      });
      if (!command) return;
      event.preventDefault();
      void runEditorCommand(store, command, () => void fitView({ padding: 0.2, duration: 200 }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, fitView]);
}
