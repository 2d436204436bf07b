import { describe, expect, it } from 'vitest';
import { issuesOfAnswer, schemaIssues } from './schema-issues';

const schema = {
  type: 'object',
  required: ['shop', 'days'],
  properties: { shop: { type: 'string' }, days: { type: 'integer', minimum: 1 }, address: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } },
};

describe('schemaIssues', () => {
  it('finds nothing wrong with a fitting value', () => {
    expect(schemaIssues(schema, { shop: 'acme', days: 3 })).toEqual({});
  });

  it('names each field that does not fit, nested ones by their path', () => {
    const issues = schemaIssues(schema, { days: 0, address: {} });
    expect(Object.keys(issues).sort()).toEqual(['address.city', 'days', 'shop']);
  });

  it("reads the API's issues by field path", () => {
    expect(issuesOfAnswer([{ path: ['body', 'config', 'domain'], message: 'Required' }], ['body', 'config'])).toEqual({ domain: 'Required' });
  });
});
