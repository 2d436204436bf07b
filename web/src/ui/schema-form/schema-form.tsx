import { memo, useState } from 'react';
import type { JsonSchema } from '../../api/types';
import { schemaFields, type Field } from '../../editor/panel/schema-fields';
import { useI18n } from '../../i18n/i18n-context';
import { orderedOptions } from './ordered-options';
import type { SchemaIssues } from './schema-issues';

export type FormValue = Record<string, unknown>;

type FieldProps = { field: Field; path: string; value: unknown; issues: SchemaIssues; onChange: (value: unknown) => void; secret?: boolean; firstOptions?: readonly string[] };

/** A list or free-form value typed as JSON; seed 000's "Invalid JSON" until it parses. */
function JsonField({ field, value, onChange }: FieldProps) {
  const { t } = useI18n();
  const [text, setText] = useState(value === undefined ? '' : JSON.stringify(value, null, 2));
  const [invalid, setInvalid] = useState(false);
  return (
    <>
      <textarea
        rows={3}
        value={text}
        aria-label={field.label}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === '') {
            setInvalid(false);
            onChange(undefined);
            return;
          }
          try {
            onChange(JSON.parse(e.target.value));
            setInvalid(false);
          } catch {
            setInvalid(true);
          }
        }}
      />
      {invalid && <small className="field-error">{t('form.invalidJson')}</small>}
    </>
  );
}

function Input(props: FieldProps) {
  const { field, value, onChange, path, issues, secret, firstOptions } = props;
  switch (field.kind) {
    case 'boolean':
      return <input type="checkbox" aria-label={field.label} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
    case 'enum':
      return (
        <select aria-label={field.label} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || undefined)}>
          <option value="" />
          {orderedOptions(field.options ?? [], firstOptions).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'number':
    case 'integer':
      return (
        <input
          type="number"
          aria-label={field.label}
          step={field.kind === 'integer' ? 1 : 'any'}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      );
    case 'text':
      return (
        <input
          type={secret ? 'password' : 'text'}
          aria-label={field.label}
          autoComplete={secret ? 'off' : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        />
      );
    case 'object':
      return <SchemaFields schema={field.schema} path={path} value={(value as FormValue | undefined) ?? {}} issues={issues} onChange={onChange} firstOptions={firstOptions} />;
    default:
      return <JsonField {...props} />;
  }
}

/** The fields of an object schema, nested objects as their own group; `secretKeys` are typed hidden. */
export function SchemaFields({
  schema,
  path = '',
  value,
  issues,
  onChange,
  secretKeys = [],
  firstOptions,
}: {
  schema: JsonSchema;
  path?: string;
  value: FormValue;
  issues: SchemaIssues;
  onChange: (value: FormValue) => void;
  secretKeys?: readonly string[];
  /** Options that selects show on top (the workspace's currency), the rest sorted. */
  firstOptions?: readonly string[];
}) {
  return (
    <div className={path ? 'schema-group' : 'schema-form'}>
      {schemaFields(schema).map((field) => {
        const fieldPath = path ? `${path}.${field.key}` : field.key;
        const issue = issues[fieldPath];
        return (
          <label key={field.key} className="field" data-field={fieldPath}>
            <span>
              {field.label}
              {field.required ? ' *' : ''}
            </span>
            <Input
              field={field}
              path={fieldPath}
              value={value[field.key]}
              issues={issues}
              secret={secretKeys.includes(field.key)}
              firstOptions={firstOptions}
              onChange={(next) => {
                const copy = { ...value };
                if (next === undefined) delete copy[field.key];
                else copy[field.key] = next;
                onChange(copy);
              }}
            />
            {field.description && <small className="muted">{field.description}</small>}
            {issue && (
              <small className="field-error" role="alert">
                {issue}
              </small>
            )}
          </label>
        );
      })}
    </div>
  );
}

/** A form generated from an object JSON Schema. */
export const SchemaForm = memo(SchemaFields);
