import { memo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';

export type ItemKind = 'text' | 'number' | 'integer' | 'enum';

const itemText = (item: unknown) => (typeof item === 'string' ? item : item === undefined || item === null ? '' : JSON.stringify(item));

/** What an item row holds once typed: numbers for number lists (text that is not one stays text, the check says so). */
function itemValue(kind: ItemKind, typed: string): unknown {
  if ((kind === 'number' || kind === 'integer') && typed.trim() !== '' && Number.isFinite(Number(typed))) return Number(typed);
  return typed;
}

/** A list of plain values edited one row per item: add, change, remove; never a JSON text area. */
export const ListEditor = memo(function ListEditor({
  label,
  value,
  kind,
  options,
  placeholder,
  onChange,
}: {
  label: string;
  value: unknown;
  kind: ItemKind;
  options?: readonly string[];
  placeholder?: string;
  onChange: (value: unknown[]) => void;
}) {
  const { t } = useI18n();
  const [rows, setRows] = useState<string[]>(() => (Array.isArray(value) ? value.map(itemText) : []));
  const emitted = useRef<unknown>(value);
  if (value !== emitted.current) {
    emitted.current = value;
    setRows(Array.isArray(value) ? value.map(itemText) : []);
  }
  const emit = (next: string[]) => {
    setRows(next);
    const out = next.map((row) => itemValue(kind, row));
    emitted.current = out;
    onChange(out);
  };
  return (
    <div className="list-editor" role="group" aria-label={label} data-testid="list-editor">
      {rows.map((row, i) => (
        <div className="list-row" key={i}>
          {kind === 'enum' && options ? (
            <select aria-label={t('control.item', { field: label, n: i + 1 })} value={row} onChange={(e) => emit(rows.map((old, j) => (j === i ? e.target.value : old)))}>
              <option value="" />
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          ) : (
            <input
              aria-label={t('control.item', { field: label, n: i + 1 })}
              type={kind === 'text' ? 'text' : 'number'}
              placeholder={placeholder}
              value={row}
              onChange={(e) => emit(rows.map((old, j) => (j === i ? e.target.value : old)))}
            />
          )}
          <button type="button" className="link" aria-label={t('control.removeItem', { n: i + 1 })} onClick={() => emit(rows.filter((_, j) => j !== i))}>
            ✕
          </button>
        </div>
      ))}
      <button type="button" className="link" onClick={() => emit([...rows, ''])}>
        + {t('control.addItem')}
      </button>
    </div>
  );
});
