import { z } from 'zod';
import { CurrencyCode, formatUnits } from '@tandem/catalog/sdk';

/** Namespaces and keys: 1 to 256 characters, letters, digits, `_` and `-`. */
export const MetafieldName = z
  .string()
  .trim()
  .min(1)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use 1 to 256 letters, digits, _ or -');

const measure = <U extends readonly [string, ...string[]]>(units: U) => z.object({ value: z.number(), unit: z.enum(units) });

/** The value of each metafield kind, with its rules. */
const kinds = {
  single_line_text_field: z.string().regex(/^[^\r\n]*$/, 'A single-line text must not contain line breaks'),
  multi_line_text_field: z.string(),
  number_integer: z.number().int(),
  number_decimal: z.number(),
  boolean: z.boolean(),
  date: z.iso.date({ error: 'A date must look like YYYY-MM-DD' }),
  date_time: z.iso.datetime({ offset: true }),
  url: z.url({ error: 'Please provide a valid URL' }),
  json: z.unknown(),
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'A color must look like #RRGGBB'),
  weight: measure(['oz', 'lb', 'g', 'kg'] as const),
  dimension: measure(['in', 'ft', 'yd', 'mm', 'cm', 'm'] as const),
  volume: measure(['ml', 'cl', 'l', 'm3', 'us_fl_oz', 'us_pt', 'us_qt', 'us_gal', 'imp_fl_oz', 'imp_pt', 'imp_qt', 'imp_gal'] as const),
  money: z.object({ amount: z.number(), currencyCode: CurrencyCode }),
  rating: z.object({ value: z.number(), scaleMin: z.number(), scaleMax: z.number() }).refine((r) => r.scaleMin <= r.value && r.value <= r.scaleMax, 'The rating must lie on its scale'),
} as const;

/** Kinds that may be used as lists (`list.<kind>`); the others take single values only. */
const listable = ['single_line_text_field', 'number_integer', 'number_decimal', 'date', 'date_time', 'url', 'color', 'weight', 'dimension', 'volume', 'rating'] as const;
type Kind = keyof typeof kinds;

/** The kinds a metafield may have. */
export const metafieldTypes = [...(Object.keys(kinds) as Kind[]), ...listable.map((t) => `list.${t}` as const)];
export const MetafieldType = z.enum(metafieldTypes);
export type MetafieldType = z.infer<typeof MetafieldType>;

/** The schema of a value of a kind: a single value, or a non-empty list for `list.<kind>`. */
function valueSchema(type: MetafieldType): z.ZodType {
  return type.startsWith('list.') ? z.array(kinds[type.slice(5) as Kind]).min(1) : kinds[type as Kind];
}

/** A metafield's type and value: the value must obey the type's rules. */
export const TypedMetafieldValue = z.object({ type: MetafieldType.describe('Type'), value: z.unknown().describe('Value') });
export type TypedMetafieldValue = z.infer<typeof TypedMetafieldValue>;

/** Checks the value against its type's rules (for `.superRefine` of the objects that hold one). */
export function checkMetafieldValue(entry: TypedMetafieldValue, ctx: z.RefinementCtx): void {
  const parsed = valueSchema(entry.type).safeParse(entry.value);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['value', ...issue.path] });
}

function jsonOf(kind: string, value: unknown): unknown {
  if (kind === 'money') {
    const m = value as { amount: number; currencyCode: string };
    return { amount: formatUnits(m.amount, m.currencyCode), currency_code: m.currencyCode };
  }
  if (kind === 'rating') {
    const r = value as { value: number; scaleMin: number; scaleMax: number };
    return { value: String(r.value), scale_min: String(r.scaleMin), scale_max: String(r.scaleMax) };
  }
  return value;
}

/** The text Shopify stores for a typed value (`"true"`, `"12"`, `{"value":1,"unit":"kg"}`, `["a","b"]`). */
export function metafieldText(entry: TypedMetafieldValue): string {
  const { type } = entry;
  const value: unknown = valueSchema(type).parse(entry.value);
  if (type.startsWith('list.')) return JSON.stringify((value as unknown[]).map((v) => jsonOf(type.slice(5), v)));
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(jsonOf(type, value));
}
