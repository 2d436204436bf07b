import { memo, type ReactNode } from 'react';
import type { JsonSchema } from '../../api/types';
import { fieldOf, type Field, type FieldWords } from '../../editor/panel/schema-fields';
import { Select } from '../select/select';

type Variant = { value: string; schema: JsonSchema };

/** The variants of a discriminated union, and the property (`type`) whose fixed value tells them apart. */
export function variantsOf(schema: JsonSchema): { discriminator: string; variants: Variant[] } | undefined {
  const options = (schema.oneOf ?? schema.anyOf ?? []).filter((v) => v.properties);
  const first = options[0];
  const discriminator = first && Object.entries(first.properties ?? {}).find(([, p]) => p.const !== undefined)?.[0];
  if (!discriminator) return undefined;
  const variants = options.flatMap((v) => {
    const fixed = v.properties?.[discriminator]?.const;
    return typeof fixed === 'string' ? [{ value: fixed, schema: v }] : [];
  });
  return variants.length > 0 ? { discriminator, variants } : undefined;
}

/**
 * One of several shapes (a report period: a preset, two dates or a timeframe): choose the shape, then
 * fill in its fields with their own controls. The timeframe form hint is read this way.
 */
export const ChoiceControl = memo(function ChoiceControl({
  field,
  value,
  onChange,
  render,
  words,
}: {
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
  render: (field: Field, value: unknown, onChange: (value: unknown) => void) => ReactNode;
  words: FieldWords;
}) {
  const union = variantsOf(field.schema);
  if (!union) return null;
  const current = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const chosen = union.variants.find((v) => v.value === current[union.discriminator]);
  const inner = chosen
    ? Object.entries(chosen.schema.properties ?? {})
        .filter(([key]) => key !== union.discriminator)
        .map(([key, property]) => fieldOf(key, property, chosen.schema.required?.includes(key) ?? false, words))
    : [];
  return (
    <div className="choice" data-testid="choice">
      <Select
        label={field.label}
        value={chosen?.value ?? null}
        options={union.variants.map((v) => ({ value: v.value, label: v.schema.description ?? v.value }))}
        onChange={(next) => onChange({ [union.discriminator]: next })}
      />
      {inner.map((f) => (
        <label key={f.key} className="field nested">
          <span>
            {f.label}
            {f.required ? ' *' : ''}
          </span>
          {render(f, current[f.key], (v) => onChange({ ...current, [f.key]: v }))}
          {f.help && <small className="muted">{f.help}</small>}
        </label>
      ))}
    </div>
  );
});
