import { describe, expect, it } from 'vitest';
import { fieldKind, humanize, parseLiteral, schemaFields } from './schema-fields';

describe('schemaFields', () => {
  it('builds fields from an object schema, required first', () => {
    const fields = schemaFields({
      type: 'object',
      properties: {
        limit: { type: 'integer', description: 'How many' },
        channel: { type: 'string', title: 'Channel' },
        direction: { type: 'string', enum: ['ascending', 'descending'] },
        filters: { type: 'array', items: { type: 'string' } },
        nullableCount: { anyOf: [{ type: 'null' }, { type: 'number' }] },
      },
      required: ['channel'],
    });
    expect(fields.map((f) => [f.key, f.kind, f.required])).toEqual([
      ['channel', 'text', true],
      ['limit', 'integer', false],
      ['direction', 'enum', false],
      ['filters', 'list', false],
      ['nullableCount', 'number', false],
    ]);
    expect(fields[2]?.options).toEqual(['ascending', 'descending']);
    expect(fields[1]).toMatchObject({ label: 'Limit', help: 'How many' });
  });

  it('knows kinds and labels', () => {
    expect(fieldKind({ type: ['string', 'null'] })).toBe('text');
    expect(fieldKind({ type: 'object' })).toBe('json');
    expect(humanize('campaignId_list')).toBe('Campaign id list');
    expect(schemaFields(undefined)).toEqual([]);
  });
});

describe('parseLiteral', () => {
  it('parses by kind', () => {
    expect(parseLiteral('integer', '42')).toEqual({ ok: true, value: 42 });
    expect(parseLiteral('integer', '4.2')).toEqual({ ok: false });
    expect(parseLiteral('number', '4.2')).toEqual({ ok: true, value: 4.2 });
    expect(parseLiteral('boolean', 'true')).toEqual({ ok: true, value: true });
    expect(parseLiteral('json', '{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseLiteral('json', '{')).toEqual({ ok: false });
    expect(parseLiteral('text', '')).toEqual({ ok: true, value: '' });
  });
});
