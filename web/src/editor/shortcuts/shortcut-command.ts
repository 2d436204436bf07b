export type EditorCommand = 'undo' | 'redo' | 'delete' | 'copy' | 'paste' | 'duplicate' | 'fit' | 'deselect';

export type KeyInput = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean; inEditableField: boolean };

/**
 * The editor's keyboard shortcuts: Ctrl/⌘+Z undo, Ctrl/⌘+Y or Ctrl/⌘+Shift+Z redo, Delete or
 * Backspace delete, Ctrl/⌘+C/V copy/paste, Ctrl/⌘+D duplicate, Shift+1 zoom to fit, Escape
 * deselect. Nothing fires while typing in a field (the field keeps its own undo and copy).
 */
export function shortcutCommand(input: KeyInput): EditorCommand | null {
  if (input.inEditableField) return null;
  const mod = input.ctrlKey || input.metaKey;
  const key = input.key.toLowerCase();
  if (mod && !input.altKey) {
    if (key === 'z') return input.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    if (key === 'c' && !input.shiftKey) return 'copy';
    if (key === 'v' && !input.shiftKey) return 'paste';
    if (key === 'd' && !input.shiftKey) return 'duplicate';
    return null;
  }
  if (input.altKey) return null;
  if (key === 'delete' || key === 'backspace') return 'delete';
  if (key === 'escape') return 'deselect';
  if (input.shiftKey && (key === '!' || key === '1')) return 'fit';
  return null;
}

/** Whether keyboard focus is in something that takes text. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
