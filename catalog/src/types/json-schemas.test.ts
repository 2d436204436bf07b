import { describe, expect, it } from 'vitest';
import { dataTypeJsonSchema, definitionJsonSchema, expressionJsonSchema, scheduleJsonSchema, stepJsonSchema, triggerJsonSchema } from './json-schemas.js';

describe('JSON Schemas of the flow language', () => {
  it('exports definition, step, expression, trigger, schedule and data type', () => {
    for (const schema of [definitionJsonSchema(), stepJsonSchema(), expressionJsonSchema(), triggerJsonSchema(), scheduleJsonSchema(), dataTypeJsonSchema()]) {
      expect(schema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
    }
    const definition = definitionJsonSchema();
    expect(definition['required']).toEqual(['version', 'trigger', 'steps']);
    expect(JSON.stringify(expressionJsonSchema())).toContain('"timeframe"');
  });

  it('describes what may be sent: fields with defaults are optional', () => {
    const step = JSON.stringify(stepJsonSchema());
    expect(step).toContain('"concurrency"');
    expect(JSON.stringify(triggerJsonSchema())).toContain('"frequencyMinutes":{"default":30');
  });

  it('gives every caller its own copy', () => {
    const first = definitionJsonSchema();
    first['title'] = 'changed';
    expect(definitionJsonSchema()['title']).toBeUndefined();
  });
});
