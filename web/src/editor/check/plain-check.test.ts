import { describe, expect, it } from 'vitest';
import { checkDefinition } from '@tandem/catalog/types';
import { translator } from '../../i18n/translate';
import { utilityFields } from '../panel/utility-fields';
import { catalogueLabel, plainCheck } from './plain-check';

const en = translator('en');
const lit = (value: unknown) => ({ type: 'literal', value });
const ref = (...path: string[]) => ({ type: 'reference', path });
const noActions = { findAction: () => undefined };
const sortLabel = (key: string) => utilityFields('sort').find((f) => f.key === key)?.label ?? key;

describe('plainCheck', () => {
  it('says a choice in plain words with the field’s label, not the checker’s', () => {
    const definition = {
      version: 1,
      trigger: { type: 'manual' },
      inputSchema: { type: 'object', properties: { dir: { type: 'string', enum: ['up', 'down'] } }, required: ['dir'] },
      steps: [{ name: 's', type: 'utility', utility: 'sort', input: { list: lit([]), direction: ref('trigger', 'dir') } }],
    };
    const issue = checkDefinition(definition, noActions).find((i) => i.pointer === '/steps/0/input/direction');
    expect(issue?.message).toMatch(/Expected value "ascending" or "descending" does not match/);
    expect(plainCheck(issue!, sortLabel, en)).toBe('Sort direction must be ascending or descending.');
    expect(plainCheck(issue!, catalogueLabel('de'), translator('de'))).toBe('Sortierrichtung muss ascending oder descending sein.');
  });

  it('tells the user to test the step a list comes from when its output is not known yet', () => {
    const definition = {
      version: 1,
      trigger: { type: 'manual' },
      steps: [
        { name: 'fetch', type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url: lit('https://example.com') } },
        { name: 's', type: 'utility', utility: 'sort', input: { list: ref('fetch', 'body') } },
      ],
    };
    const issue = checkDefinition(definition, noActions).find((i) => i.pointer === '/steps/1/input/list');
    expect(issue?.message).toMatch(/which may not fit/);
    expect(plainCheck(issue!, sortLabel, en)).toBe('This list comes from a step whose output is not known yet: test that step to check it.');
  });

  it('keeps the message of issues that have no structured form', () => {
    expect(plainCheck({ pointer: '/steps', message: 'A flow needs a step', severity: 'error' }, sortLabel, en)).toBe('A flow needs a step');
    expect(plainCheck({ pointer: '/steps/0/input', message: 'Missing required input "list"', code: 'missingInput', field: 'list' }, sortLabel, en)).toBe('List is required.');
  });
});
