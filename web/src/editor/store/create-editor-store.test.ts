import { describe, expect, it } from 'vitest';
import { deleteStep, insertStep } from '../../flow/operations';
import type { Definition } from '../../flow/types';
import { createEditorStore, selectCanRedo, selectCanUndo, selectDefinition, selectDirty, selectTriggerOpen } from './create-editor-store';

const empty: Definition = { version: 1, trigger: { type: 'manual' }, steps: [] };

describe('editor store', () => {
  it('applies operations with undo and redo, and keeps the selection only while the step exists', () => {
    const store = createEditorStore(empty);
    const s = () => store.getState();
    s().apply((d) => insertStep(d, { parent: null, index: 0 }, { type: 'wait', name: 'w', duration: 'PT1H' }), 'w');
    expect(s().selected).toBe('w');
    expect(selectDirty(s())).toBe(true);
    s().apply((d) => deleteStep(d, 'w'));
    expect(s().selected).toBeNull();
    s().undo();
    expect(selectDefinition(s()).steps).toHaveLength(1);
    s().undo();
    expect(selectDefinition(s())).toBe(empty);
    expect(selectCanUndo(s())).toBe(false);
    expect(selectCanRedo(s())).toBe(true);
    s().redo();
    s().markSaved();
    expect(selectDirty(s())).toBe(false);
  });

  it('starts again when a definition is loaded', () => {
    const store = createEditorStore(empty);
    store.getState().apply((d) => ({ ...d, timeout: 'PT1M' }));
    const loaded: Definition = { ...empty, timeout: 'PT5M' };
    store.getState().load(loaded);
    expect(selectCanUndo(store.getState())).toBe(false);
    expect(selectDefinition(store.getState())).toBe(loaded);
  });

  it('opens the trigger panel in place of a step, and a step added or selected closes it', () => {
    const store = createEditorStore(empty);
    const s = () => store.getState();
    s().apply((d) => insertStep(d, { parent: null, index: 0 }, { type: 'wait', name: 'w', duration: 'PT1H' }), 'w');
    s().openTrigger(true);
    expect([selectTriggerOpen(s()), s().selected]).toEqual([true, null]);
    // Editing the trigger keeps its panel open.
    s().apply((d) => ({ ...d, trigger: { type: 'webhook' } }));
    expect(selectTriggerOpen(s())).toBe(true);
    s().apply((d) => insertStep(d, { parent: null, index: 1 }, { type: 'wait', name: 'v', duration: 'PT1H' }), 'v');
    expect([selectTriggerOpen(s()), s().selected]).toEqual([false, 'v']);
    s().openTrigger(true);
    s().select('w');
    expect([selectTriggerOpen(s()), s().selected]).toEqual([false, 'w']);
  });
});
