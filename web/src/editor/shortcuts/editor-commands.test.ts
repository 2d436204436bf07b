import { describe, expect, it } from 'vitest';
import type { Definition } from '../../flow/types';
import { pasteSlot } from './editor-commands';

const def: Definition = {
  version: 1,
  trigger: { type: 'manual' },
  steps: [{ type: 'condition', name: 'c', condition: { type: 'literal', value: true }, consequent: [{ type: 'wait', name: 'w', duration: 'PT1M' }], alternative: [] }],
};

describe('pasteSlot', () => {
  it('pastes after the selected step, in its list', () => {
    expect(pasteSlot(def, 'w')).toEqual({ parent: 'c', branch: 'consequent', index: 1 });
  });
  it('pastes at the end of the flow without a selection', () => {
    expect(pasteSlot(def, null)).toEqual({ parent: null, index: 1 });
    expect(pasteSlot(def, 'gone')).toEqual({ parent: null, index: 1 });
  });
});
