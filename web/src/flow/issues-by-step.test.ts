import { describe, expect, it } from 'vitest';
import { issuesByStep, stepPointer } from './issues-by-step';
import type { Definition } from './types';

const definition: Definition = {
  version: 1,
  trigger: { type: 'manual' },
  steps: [
    { type: 'action', name: 'load', app: 'http', action: 'request.send', input: {}, continueOnError: false },
    {
      type: 'condition',
      name: 'check',
      condition: { type: 'literal', value: true },
      consequent: [{ type: 'wait', name: 'pause', duration: 'PT1M' }],
      alternative: [],
    },
  ],
};

const issue = (pointer: string) => ({ pointer, message: pointer, severity: 'error' as const });

describe('issuesByStep', () => {
  it('puts each issue on the innermost step its pointer is inside of', () => {
    const places = issuesByStep(definition, [issue('/steps/0/input/url'), issue('/steps/1/consequent/0/duration'), issue('/steps/1/condition'), issue('/steps/10')]);
    expect(Object.keys(places.steps).sort()).toEqual(['check', 'load', 'pause']);
    expect(places.steps.pause?.[0]?.pointer).toBe('/steps/1/consequent/0/duration');
    expect(places.steps.check?.[0]?.pointer).toBe('/steps/1/condition');
    expect(places.flow.map((i) => i.pointer)).toEqual(['/steps/10']);
  });

  it('keeps trigger and whole-flow issues apart, and finds step pointers', () => {
    const places = issuesByStep(definition, [issue('/trigger/type'), issue('/steps'), issue('')]);
    expect(places.trigger).toHaveLength(1);
    expect(places.flow).toHaveLength(2);
    expect(stepPointer(definition, 'pause')).toBe('/steps/1/consequent/0');
    expect(stepPointer(definition, 'nope')).toBeUndefined();
  });
});
