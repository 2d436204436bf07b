import { utilityIds, utilitySpecs } from '@tandem/catalog';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { offeredUtilities, utilityFields } from './utility-fields';

/** Every property name of a JSON Schema, through allOf/anyOf/oneOf. */
function propertyNames(schema: Record<string, unknown>): string[] {
  const own = Object.keys((schema.properties as Record<string, unknown> | undefined) ?? {});
  const parts = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (schema[k] as Record<string, unknown>[] | undefined) ?? []);
  return [...own, ...parts.flatMap(propertyNames)];
}

const fieldOf = (id: (typeof offeredUtilities)[number], key: string) => utilityFields(id).find((f) => f.key === key);

describe('the utilities the editor offers', () => {
  it('are the catalogue’s, without the deprecated ones', () => {
    expect(offeredUtilities).toEqual(utilityIds.filter((id) => id !== 'variableV1' && id !== 'notificationV1'));
  });

  it('show every input of the catalogue’s zod schema, and nothing else', () => {
    for (const id of offeredUtilities) {
      const names = new Set(propertyNames(z.toJSONSchema(utilitySpecs[id].input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>));
      expect(new Set(utilityFields(id).map((f) => f.key)), id).toEqual(names);
      expect(utilityFields(id).length, id).toBe(names.size);
    }
  });

  it('ask for each input in the kind its schema gives', () => {
    expect(fieldOf('limit', 'count')?.kind).toBe('integer');
    expect(fieldOf('sort', 'by')?.kind).toBe('list');
    expect(fieldOf('sort', 'by')?.control).toBe('text');
    expect(fieldOf('sort', 'direction')).toMatchObject({ kind: 'enum', options: ['ascending', 'descending'] });
    expect(fieldOf('httpRequest', 'retryOnError')?.kind).toBe('boolean');
    expect(fieldOf('httpRequest', 'url')?.kind).toBe('text');
    expect(fieldOf('download', 'data')?.kind).toBe('list');
  });

  it('take an expression for inputs evaluated per list element', () => {
    expect(fieldOf('filter', 'condition')?.kind).toBe('json');
    expect(fieldOf('join', 'leftKey')?.kind).toBe('json');
  });

  it('offer a union’s fixed values as one choice (the notification’s channels)', () => {
    expect(fieldOf('notification', 'channel')).toMatchObject({ kind: 'enum', options: ['slack', 'mailgun'] });
    expect(fieldOf('notification', 'to')?.kind).toBe('text');
    expect(utilityFields('notification').map((f) => f.key)).toEqual(['connectionId', 'channel', 'message', 'to', 'subject']);
  });
});

describe('the controls and words of utility fields', () => {
  it('edit headers and query parameters as key/value rows, yes/no as a switch, choices as a select', () => {
    expect(fieldOf('httpRequest', 'headers')?.control).toBe('keyValue');
    expect(fieldOf('httpRequest', 'queryParams')?.control).toBe('keyValue');
    expect(fieldOf('httpRequest', 'retryOnError')?.control).toBe('switch');
    expect(fieldOf('httpRequest', 'bodyType')?.control).toBe('select');
    expect(fieldOf('limit', 'count')?.control).toBe('number');
    expect(fieldOf('filter', 'condition')?.control).toBe('json');
  });

  it('label each field in plain words, in the language asked for', () => {
    expect(fieldOf('httpRequest', 'bodyType')).toMatchObject({ label: 'Body type', help: expect.stringContaining('JSON') });
    expect(utilityFields('httpRequest', 'de').find((f) => f.key === 'retryOnError')?.label).toBe('Bei Fehler wiederholen');
    expect(fieldOf('httpRequest', 'url')?.placeholder).toBe('https://api.example.com/orders');
    // A default fills the placeholder when no example is given.
    expect(fieldOf('limit', 'offset')?.placeholder).toBe('0');
  });
});
