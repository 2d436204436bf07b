import { checkDefinition, fromJsonSchema, t } from '@tandem/catalog/types';
import { describe, expect, it } from 'vitest';
import type { CatalogAction } from '../../api/types';
import type { Definition } from '../../flow/types';
import { browserActionCatalog } from './browser-action-catalog';
import { mappingVerdict } from './mapping-verdict';

/** The http app's request.send as `GET /api/catalog/apps/http/actions` describes it. */
const send: CatalogAction = {
  id: 'request.send',
  displayName: 'Custom HTTP request',
  description: '',
  categories: [],
  mutates: true,
  hidden: false,
  internal: true,
  input: {
    type: 'object',
    properties: { method: { type: 'string', enum: ['get', 'post'] }, url: { type: 'string', format: 'uri' }, body: {} },
    required: ['url'],
  },
  output: {
    type: 'object',
    properties: { statusCode: { type: 'integer' }, statusText: { type: 'string' }, body: {} },
    required: ['statusCode', 'statusText', 'body'],
  },
};
const catalog = browserActionCatalog((app, action) => (app === 'http' && action === 'request.send' ? send : undefined));

const withUrl = (url: unknown): Definition =>
  ({
    version: 1,
    trigger: { type: 'manual' },
    steps: [
      { type: 'action', name: 'load', app: 'http', action: 'request.send', input: { url: { type: 'literal', value: 'http://x.test/' } }, continueOnError: false },
      { type: 'action', name: 'send', app: 'http', action: 'request.send', input: { url }, continueOnError: false },
    ],
  }) as Definition;

const verdictOf = (url: unknown) => mappingVerdict(checkDefinition(withUrl(url), catalog), '/steps/1/input', 'url', true, t.string());

describe('mappingVerdict with the real checker on JSON Schemas from the API', () => {
  it('says NoMatch with the checker message for a number mapped into a text', () => {
    const check = verdictOf({ type: 'reference', path: ['load', 'statusCode'] });
    expect(check?.verdict).toBe('NoMatch');
    expect(check?.message).toContain('Types do not match.');
  });

  it('says Match for text into text and PossibleMatch for an unknown value', () => {
    expect(verdictOf({ type: 'reference', path: ['load', 'statusText'] })).toEqual({ verdict: 'Match', message: 'Text' });
    expect(verdictOf({ type: 'reference', path: ['load', 'body'] })?.verdict).toBe('PossibleMatch');
  });

  it('says nothing about an input that is not mapped', () => {
    expect(mappingVerdict([], '/steps/0/input', 'url', false, fromJsonSchema({ type: 'string' }))).toBeUndefined();
  });
});
