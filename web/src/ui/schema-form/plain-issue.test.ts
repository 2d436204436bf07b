import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/translate';
import { exampleOf } from './schema-example';
import { schemaIssues } from './schema-issues';

const schema = {
  type: 'object',
  required: ['tags', 'days'],
  properties: { tags: { type: 'array', items: { type: 'string' } }, days: { type: 'integer', minimum: 1 }, sort: { type: 'string', enum: ['ascending', 'descending'] } },
};

describe('plain run-input messages', () => {
  it('name the field and say what is wrong, in the language asked for', () => {
    expect(schemaIssues(schema, { days: 0 }, translator('en'))).toEqual({ tags: 'Tags is required.', days: 'Days must be at least 1.' });
    expect(schemaIssues(schema, { tags: 'a', days: 2, sort: 'up' }, translator('en'))).toEqual({ tags: 'Tags must be a list.', sort: 'Sort must be one of: ascending, descending.' });
    expect(schemaIssues(schema, { tags: ['a', 3], days: 2 }, translator('de'))).toEqual({ 'tags.1': 'Tags, Eintrag 2 muss ein Text sein.' });
  });

  it('never show zod’s wording', () => {
    const messages = Object.values(schemaIssues(schema, {}, translator('en')));
    expect(messages.join(' ')).not.toMatch(/Invalid input|expected array|received undefined/);
  });

  it('make up an example that fits the schema', () => {
    const example = exampleOf(schema);
    expect(example).toEqual({ tags: ['text'], days: 1, sort: 'ascending' });
    expect(schemaIssues(schema, example)).toEqual({});
  });
});
