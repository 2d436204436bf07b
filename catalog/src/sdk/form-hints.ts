import type { z } from 'zod';

/** The metadata key under which a form hint is stored (and appears in the JSON Schema). */
export const FORM_HINT_KEY = 'x-tandem-component';

/** Component hints that the UI form reads from an input schema. */
export type FormHint =
  | { kind: 'checkbox' }
  | { kind: 'expression' }
  | { kind: 'compose' }
  | { kind: 'timeframe' }
  | { kind: 'textArea'; minRows: number }
  | { kind: 'hidden' }
  | { kind: 'configuredProps' };

/** Attaches a form hint to a schema (zod metadata, kept by `z.toJSONSchema`). */
export function withFormHint<T extends z.ZodType>(schema: T, hint: FormHint): T {
  return schema.meta({ ...schema.meta(), [FORM_HINT_KEY]: hint }) as T;
}

/** The form hint of a schema, if any. */
export function formHintOf(schema: z.ZodType): FormHint | undefined {
  return schema.meta()?.[FORM_HINT_KEY] as FormHint | undefined;
}

export const checkbox = <T extends z.ZodType>(schema: T): T => withFormHint(schema, { kind: 'checkbox' });
export const expression = <T extends z.ZodType>(schema: T): T => withFormHint(schema, { kind: 'expression' });
export const compose = <T extends z.ZodType>(schema: T): T => withFormHint(schema, { kind: 'compose' });
export const timeframe = <T extends z.ZodType>(schema: T): T => withFormHint(schema, { kind: 'timeframe' });
export const hidden = <T extends z.ZodType>(schema: T): T => withFormHint(schema, { kind: 'hidden' });
/** The configured properties of a Pipedream action (connector proxy). */
export const configuredProps = <T extends z.ZodType>(schema: T): T => withFormHint(schema, { kind: 'configuredProps' });

/** A multi-line text input; at least 5 rows. */
export function textArea<T extends z.ZodType>(schema: T, options: { minRows?: number } = {}): T {
  return withFormHint(schema, { kind: 'textArea', minRows: Math.max(5, options.minRows ?? 5) });
}
