import { describe, expect, it } from 'vitest';
import { parseSteps, serializeSteps } from './clipboard';
import type { Step } from './types';

const step: Step = { type: 'condition', name: 'c', condition: { type: 'literal', value: true }, consequent: [{ type: 'wait', name: 'w', duration: 'PT1M' }], alternative: [] };

describe('clipboard JSON', () => {
  it('round-trips steps', () => {
    expect(parseSteps(serializeSteps([step]))).toEqual([step]);
  });

  it('accepts a bare step or a list of steps', () => {
    expect(parseSteps(JSON.stringify(step))).toEqual([step]);
    expect(parseSteps(JSON.stringify([step, step]))).toHaveLength(2);
  });

  it('rejects anything else', () => {
    expect(parseSteps('not json')).toBeNull();
    expect(parseSteps('{"name":"x","type":"teleport"}')).toBeNull();
    expect(parseSteps('[]')).toBeNull();
    expect(parseSteps('{"type":"condition","name":"c","consequent":[{}],"alternative":[]}')).toBeNull();
  });
});
