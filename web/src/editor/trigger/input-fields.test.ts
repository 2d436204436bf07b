import { describe, expect, it } from 'vitest';
import { inputFieldProblems, inputFieldsOf, inputSchemaOf, newInputField, type InputField } from './input-fields';

const field = (over: Partial<InputField>): InputField => ({ ...newInputField('x'), ...over });

describe('the run-input builder', () => {
  it('writes each type, required, description and default as JSON Schema, and reads it back', () => {
    const fields = [
      field({ name: 'shop', required: true, description: 'Which shop', defaultText: 'acme' }),
      field({ name: 'days', type: 'integer', defaultText: '7' }),
      field({ name: 'rate', type: 'number' }),
      field({ name: 'dry', type: 'boolean', defaultText: 'false' }),
      field({ name: 'from', type: 'date' }),
      field({ name: 'skus', type: 'list', itemType: 'text', defaultText: '["a"]' }),
      field({ name: 'extra', type: 'object' }),
    ];
    const schema = inputSchemaOf(fields);
    expect(schema).toEqual({
      type: 'object',
      properties: {
        shop: { type: 'string', description: 'Which shop', default: 'acme' },
        days: { type: 'integer', default: 7 },
        rate: { type: 'number' },
        dry: { type: 'boolean', default: false },
        from: { type: 'string', format: 'date' },
        skus: { type: 'array', items: { type: 'string' }, default: ['a'] },
        extra: { type: 'object' },
      },
      required: ['shop'],
    });
    expect(inputFieldsOf(schema)).toEqual(fields.map((f) => (f.type === 'list' ? f : { ...f, itemType: 'text' })));
    expect(inputSchemaOf([])).toBeUndefined();
  });

  it('names the problems of names and defaults', () => {
    const problems = inputFieldProblems([field({ name: '' }), field({ name: '1a' }), field({ name: 'a' }), field({ name: 'a' }), field({ name: 'n', type: 'integer', defaultText: '1.5' })]);
    expect([...problems.entries()]).toEqual([
      [0, 'empty'],
      [1, 'pattern'],
      [3, 'taken'],
      [4, 'default'],
    ]);
  });
});
