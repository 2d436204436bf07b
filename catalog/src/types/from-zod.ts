import { z } from 'zod';
import { t, type DataType } from './data-type.js';
import { fromJsonSchema } from './from-json-schema.js';

/** `input`: what a schema accepts (fields with defaults are optional); `output`: what it yields. */
export type SchemaSide = 'input' | 'output';

const caches: Record<SchemaSide, WeakMap<z.ZodType, DataType>> = { input: new WeakMap(), output: new WeakMap() };

/**
 * The DataType of a zod schema, through its JSON Schema so that one converter serves zod and JSON
 * Schema alike. Cached per schema object: action schemas are module constants.
 */
export function fromZod(schema: z.ZodType, side: SchemaSide): DataType {
  const cache = caches[side];
  let type = cache.get(schema);
  if (!type) {
    type = convert(schema, side);
    cache.set(schema, type);
  }
  return type;
}

export const inputTypeOf = (schema: z.ZodType): DataType => fromZod(schema, 'input');
export const outputTypeOf = (schema: z.ZodType): DataType => fromZod(schema, 'output');

function convert(schema: z.ZodType, side: SchemaSide): DataType {
  try {
    return fromJsonSchema(z.toJSONSchema(schema, { io: side, unrepresentable: 'any', cycles: 'ref', override: datesAsText }));
  } catch {
    // A schema JSON Schema cannot express at all: nothing is known about its values.
    return t.unknown();
  }
}

/** `z.date()` has no JSON Schema; on this platform dates travel as ISO text. */
function datesAsText(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void {
  if (ctx.zodSchema instanceof z.ZodDate) Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
}
