import { describe, expect, it } from 'vitest';
import { fieldControl, schemaFields } from './schema-fields';
import { actionWords } from './field-words';

describe('fieldControl', () => {
  it('picks the control for each kind of schema and honours form hints', () => {
    expect(fieldControl({ type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } } } })).toBe('keyValue');
    expect(fieldControl({ type: 'array', items: { type: 'string' } })).toBe('list');
    expect(fieldControl({ type: 'array', items: { type: 'object', properties: { a: {} } } })).toBe('json');
    expect(fieldControl({ type: 'string', format: 'date' })).toBe('date');
    expect(fieldControl({ type: 'string', format: 'date-time' })).toBe('dateTime');
    expect(fieldControl({ type: 'string', 'x-tandem-component': { kind: 'textArea', minRows: 5 } })).toBe('textArea');
    expect(fieldControl({ type: 'object', additionalProperties: {}, 'x-tandem-component': { kind: 'configuredProps' } })).toBe('record');
    expect(fieldControl({ type: 'object', additionalProperties: { type: 'string' } })).toBe('record');
    expect(fieldControl({ oneOf: [{ type: 'object', properties: { type: { const: 'preset' } } }, { type: 'object', properties: { type: { const: 'fromTo' } } }] })).toBe('choice');
  });

  it('gives action fields the catalogue’s words and the hint’s rows', () => {
    const [message, hiddenOne] = schemaFields(
      { type: 'object', properties: { message: { type: 'string', 'x-tandem-component': { kind: 'textArea', minRows: 8 } }, pageSize: { type: 'integer', 'x-tandem-component': { kind: 'hidden' } } }, required: ['message'] },
      actionWords('de'),
    );
    expect(message).toMatchObject({ label: 'Nachricht', rows: 8, control: 'textArea' });
    expect(hiddenOne).toMatchObject({ label: 'Seitengröße', placeholder: '500', hidden: true });
  });
});
