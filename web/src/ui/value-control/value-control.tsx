import { memo, useState } from 'react';
import type { JsonSchema } from '../../api/types';
import { fieldKind, schemaWords, type Field } from '../../editor/panel/schema-fields';
import { useI18n } from '../../i18n/i18n-context';
import { Select } from '../select/select';
import { ChoiceControl } from './choice-control';
import { KeyValueRows } from './key-value-rows';
import { ListEditor, type ItemKind } from './list-editor';

type Props = { field: Field; value: unknown; onChange: (value: unknown) => void; disabled?: boolean };

/** A list's items as a list editor knows them. */
function itemKind(items: JsonSchema | undefined): ItemKind {
  const kind = items ? fieldKind(items) : 'text';
  return kind === 'number' || kind === 'integer' || kind === 'enum' ? kind : 'text';
}

/** A date-time input shows the minutes in UTC; the value is an ISO 8601 instant. */
const toLocalInput = (value: unknown) => (typeof value === 'string' ? value.slice(0, 16) : '');
const fromLocalInput = (text: string) => (text === '' ? undefined : `${text}:00Z`);

/** Free-form JSON typed in a text area; "Invalid JSON" until it parses. */
export function JsonText({ field, value, onChange }: Props) {
  const { t } = useI18n();
  const [text, setText] = useState(() => (value === undefined || value === '' ? '' : JSON.stringify(value, null, 2)));
  const [invalid, setInvalid] = useState(false);
  return (
    <>
      <textarea
        rows={field.rows ?? 3}
        aria-label={field.label}
        placeholder={field.placeholder}
        value={text}
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

/**
 * The control of a field by its kind and form hints: select, switch, number, date, text (area), key/value
 * rows, list editor, a choice between variants; JSON only for what has no better control. A cleared
 * input gives `undefined`.
 */
export const ValueControl = memo(function ValueControl({ field, value, onChange, disabled }: Props) {
  const { t } = useI18n();
  const text = typeof value === 'string' ? value : '';
  switch (field.control) {
    case 'select':
      return <Select label={field.label} disabled={disabled} value={typeof value === 'string' ? value : null} options={(field.options ?? []).map((o) => ({ value: o, label: o }))} onChange={onChange} />;
    case 'switch': {
      // Not set: the schema's default applies, and the switch shows it.
      const on = value === undefined ? field.schema.default === true : value === true;
      return (
        <label className="switch">
          <input type="checkbox" role="switch" aria-label={field.label} checked={on} onChange={(e) => onChange(e.target.checked)} />
          <span>{on ? t('common.yes') : t('common.no')}</span>
        </label>
      );
    }
    case 'number':
      return (
        <input
          type="number"
          aria-label={field.label}
          placeholder={field.placeholder}
          step={field.kind === 'integer' ? 1 : 'any'}
          min={field.schema.minimum}
          max={field.schema.maximum}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      );
    case 'date':
      return <input type="date" aria-label={field.label} value={text.slice(0, 10)} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />;
    case 'dateTime':
      return (
        <span className="row">
          <input type="datetime-local" aria-label={field.label} value={toLocalInput(value)} onChange={(e) => onChange(fromLocalInput(e.target.value))} />
          <small className="muted">UTC</small>
        </span>
      );
    case 'textArea':
      return <textarea aria-label={field.label} rows={field.rows ?? 5} placeholder={field.placeholder} value={text} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />;
    case 'keyValue':
    case 'record':
      return (
        <KeyValueRows
          label={field.label}
          value={value}
          shape={field.control === 'keyValue' ? 'pairs' : 'record'}
          plainText={field.control === 'keyValue' || fieldKind(typeof field.schema.additionalProperties === 'object' ? field.schema.additionalProperties : {}) === 'text'}
          placeholder={field.placeholder}
          onChange={onChange}
        />
      );
    case 'list':
      return <ListEditor label={field.label} value={value} kind={itemKind(field.schema.items)} options={field.schema.items?.enum as string[] | undefined} placeholder={field.placeholder} onChange={onChange} />;
    case 'choice':
      return <ChoiceControl field={field} value={value} onChange={onChange} render={(inner, v, set) => <ValueControl field={inner} value={v} onChange={set} />} words={schemaWords} />;
    case 'object':
    case 'json':
      return <JsonText field={field} value={value} onChange={onChange} />;
    default:
      return (
        <input
          type="text"
          aria-label={field.label}
          placeholder={field.control === 'duration' ? (field.placeholder ?? 'PT1H') : field.placeholder}
          value={text}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        />
      );
  }
});
