import { memo, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { Select } from '../../ui/select/select';
import { ValueControl } from '../../ui/value-control/value-control';
import { parseLiteral, type Field, type FieldKind } from './schema-fields';

const asText = (kind: FieldKind, value: unknown): string =>
  typeof value === 'string' && (kind === 'text' || kind === 'enum') ? value : value === undefined || value === '' ? '' : JSON.stringify(value, null, kind === 'json' || kind === 'list' ? 2 : undefined);

/**
 * The input for a literal: the field's own control (select, switch, key/value rows, list editor, …) when
 * the field is known, else one by kind; JSON kinds get a text area that reports invalid JSON.
 */
export const LiteralInput = memo(function LiteralInput({
  kind,
  options,
  value,
  label,
  field,
  onChange,
}: {
  kind: FieldKind;
  options?: string[];
  value: unknown;
  label: string;
  field?: Field;
  onChange: (value: unknown) => void;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(() => asText(kind, value));
  const [invalid, setInvalid] = useState(false);
  if (field && field.control !== 'json' && field.control !== 'object') {
    return <ValueControl field={field} value={value} onChange={(next) => onChange(next === undefined ? '' : next)} />;
  }
  if (kind === 'enum' && options) {
    return <Select label={label} value={typeof value === 'string' ? value : null} options={options.map((o) => ({ value: o, label: o }))} onChange={onChange} />;
  }
  if (kind === 'boolean') {
    return <input type="checkbox" aria-label={label} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
  }
  const commit = (text: string) => {
    setDraft(text);
    const parsed = parseLiteral(kind, text);
    setInvalid(!parsed.ok && text !== '');
    if (parsed.ok) onChange(parsed.value);
  };
  const multiline = kind === 'json' || kind === 'list' || kind === 'object';
  return (
    <>
      {multiline ? (
        <textarea aria-label={label} value={draft} rows={3} placeholder={field?.placeholder} onChange={(e) => commit(e.target.value)} />
      ) : (
        <input aria-label={label} type={kind === 'number' || kind === 'integer' ? 'number' : 'text'} value={draft} placeholder={field?.placeholder} onChange={(e) => commit(e.target.value)} />
      )}
      {invalid && <span className="field-error">{kind === 'json' || multiline ? t('expr.invalidJson') : '!'}</span>}
    </>
  );
});
