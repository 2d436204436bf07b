import { ioUtilities, isIoUtility, utilityIds } from '@tandem/catalog';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { offeredUtilities, UTILITY_FIELDS } from './utility-fields';

/** Every property name of a JSON Schema, through allOf/anyOf/oneOf. */
function propertyNames(schema: Record<string, unknown>): string[] {
  const own = Object.keys((schema.properties as Record<string, unknown> | undefined) ?? {});
  const parts = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (schema[k] as Record<string, unknown>[] | undefined) ?? []);
  return [...own, ...parts.flatMap(propertyNames)];
}

describe('the utilities the editor offers', () => {
  it('are the catalogue’s, without the deprecated ones', () => {
    expect(offeredUtilities).toEqual(utilityIds.filter((id) => id !== 'variableV1' && id !== 'notificationV1'));
    expect(Object.keys(UTILITY_FIELDS).sort()).toEqual([...offeredUtilities].sort());
  });

  it('ask for the inputs of the catalogue’s I/O utility table', () => {
    for (const id of offeredUtilities) {
      if (!isIoUtility(id)) continue;
      const names = new Set(propertyNames(z.toJSONSchema(ioUtilities[id].input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>));
      expect(UTILITY_FIELDS[id].map((f) => f.key).filter((key) => !names.has(key)), id).toEqual([]);
    }
  });
});
