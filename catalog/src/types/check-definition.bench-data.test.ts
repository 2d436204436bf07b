import { describe, expect, it } from 'vitest';
import { findAction } from '../apps/registry.js';
import { walkSteps } from '../flow/step.js';
import { Definition } from '../flow/definition.js';
import { checkDefinition } from './check-definition.js';
import { largeDefinition } from './check-definition.bench-data.js';

describe('largeDefinition', () => {
  it('has the requested number of steps and checks clean against the real catalogue', () => {
    const definition = largeDefinition(500);
    expect([...walkSteps(Definition.parse(definition).steps)]).toHaveLength(500);
    const started = performance.now();
    const issues = checkDefinition(definition, { findAction });
    console.log(`checkDefinition, 500 steps: ${(performance.now() - started).toFixed(1)} ms`);
    expect(issues).toEqual([]);
  });
});
