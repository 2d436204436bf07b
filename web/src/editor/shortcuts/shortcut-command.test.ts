import { describe, expect, it } from 'vitest';
import { shortcutCommand, type KeyInput } from './shortcut-command';

const key = (k: string, extra: Partial<KeyInput> = {}): KeyInput => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, inEditableField: false, ...extra });

describe('shortcutCommand', () => {
  it('maps the editor shortcuts, with Ctrl or Cmd', () => {
    expect(shortcutCommand(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutCommand(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutCommand(key('y', { ctrlKey: true }))).toBe('redo');
    expect(shortcutCommand(key('c', { ctrlKey: true }))).toBe('copy');
    expect(shortcutCommand(key('v', { metaKey: true }))).toBe('paste');
    expect(shortcutCommand(key('d', { ctrlKey: true }))).toBe('duplicate');
    expect(shortcutCommand(key('Delete'))).toBe('delete');
    expect(shortcutCommand(key('Backspace'))).toBe('delete');
    expect(shortcutCommand(key('!', { shiftKey: true }))).toBe('fit');
    expect(shortcutCommand(key('Escape'))).toBe('deselect');
  });

  it('stays out of the way while typing and for other keys', () => {
    expect(shortcutCommand(key('z', { ctrlKey: true, inEditableField: true }))).toBeNull();
    expect(shortcutCommand(key('Delete', { inEditableField: true }))).toBeNull();
    expect(shortcutCommand(key('z'))).toBeNull();
    expect(shortcutCommand(key('x', { ctrlKey: true }))).toBeNull();
    expect(shortcutCommand(key('d', { ctrlKey: true, altKey: true }))).toBeNull();
  });
});
