import { memo } from 'react';
import type { JsonSchema } from '../../api/types';
import { schemaFields, type Field } from '../../editor/panel/schema-fields';
import { ValueControl } from '../value-control/value-control';
import { orderedOptions } from './ordered-options';
import type { SchemaIssues } from './schema-issues';

export type FormValue = Record<string, unknown>;

type FieldProps = { field: Field; path: string; value: unknown; issues: SchemaIssues; onChange: (value: unknown) => void; secret?: boolean; firstOptions?: readonly string[] };

/** A field's control: the shared value controls (the step panel uses them too); nested objects as their own group. */
function Input(props: FieldProps) {
  const { value, onChange, path, issues, secret, firstOptions } = props;
  // Selects show the options the form puts first (the workspace's currency) on top, the rest sorted.
  const field = firstOptions && props.field.options ? { ...props.field, options: orderedOptions(props.field.options, firstOptions) } : props.field;
  if (field.control === 'object') {
    return <SchemaFields schema={field.schema} path={path} value={(value as FormValue | undefined) ?? {}} issues={issues} onChange={onChange} firstOptions={firstOptions} />;
  }
  if (secret && field.control === 'text') {
    return (
      <input
        type="password"
        aria-label={field.label}
        autoComplete="off"
        placeholder={field.placeholder}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    );
  }
  return <ValueControl field={field} value={value} onChange={onChange} />;
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
        if (field.hidden) return null;
        const fieldPath = path ? `${path}.${field.key}` : field.key;
        const issue = issues[fieldPath] ?? Object.entries(issues).find(([at]) => at.startsWith(`${fieldPath}.`))?.[1];
        // Controls made of several inputs (rows, lists, choices) are a group, not one label's input.
        const Wrapper = ['keyValue', 'record', 'list', 'choice', 'select', 'object'].includes(field.control) ? 'div' : 'label';
        return (
          <Wrapper key={field.key} className="field" data-field={fieldPath}>
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
            {field.help && <small className="muted">{field.help}</small>}
            {issue && (
              <small className="field-error" role="alert">
                {issue}
              </small>
            )}
          </Wrapper>
        );
      })}
    </div>
  );
}

/** A form generated from an object JSON Schema. */
export const SchemaForm = memo(SchemaFields);
