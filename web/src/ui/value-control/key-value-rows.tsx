import { memo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';

export type Pair = { key: string; value: string };

/** Rows of a key/value value: a list of `{ key, value }` (headers) or an object's entries (record). */
export function pairsOf(value: unknown): Pair[] {
  if (Array.isArray(value)) return value.map((row: unknown) => (row && typeof row === 'object' ? (row as Record<string, unknown>) : {})).map((row) => ({ key: text(row.key), value: text(row.value) }));
  if (value && typeof value === 'object') return Object.entries(value).map(([key, v]) => ({ key, value: text(v) }));
  return [];
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));

/** A record's value as typed: JSON when it parses to something other than a string (numbers, lists), else the text. */
function recordValue(typed: string, plainText: boolean): unknown {
  if (plainText) return typed;
  try {
    return JSON.parse(typed) as unknown;
  } catch {
    return typed;
  }
}

/**
 * Key/value rows with a name and a value each, a row added at the end and each removable. `pairs` keeps a
 * list of `{ key, value }` (request headers, query parameters), `record` an object (custom properties).
 */
export const KeyValueRows = memo(function KeyValueRows({
  label,
  value,
  shape,
  plainText = true,
  placeholder,
  onChange,
}: {
  label: string;
  value: unknown;
  shape: 'pairs' | 'record';
  /** A record's values are plain text; otherwise typed JSON is read as such. */
  plainText?: boolean;
  placeholder?: string;
  onChange: (value: unknown) => void;
}) {
  const { t } = useI18n();
  // Rows are kept here (a record's row without a name yet has no place in the value); a value that
  // changes from outside (undo, another editor) replaces them.
  const [rows, setRows] = useState(() => pairsOf(value));
  const emitted = useRef<unknown>(value);
  if (value !== emitted.current) {
    emitted.current = value;
    setRows(pairsOf(value));
  }
  const emit = (next: Pair[]) => {
    setRows(next);
    const out = shape === 'pairs' ? next : Object.fromEntries(next.filter((row) => row.key !== '').map((row) => [row.key, recordValue(row.value, plainText)]));
    emitted.current = out;
    onChange(out);
  };
  const set = (i: number, change: Partial<Pair>) => emit(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  return (
    <div className="key-value" role="group" aria-label={label} data-testid="key-value">
      {rows.map((row, i) => (
        <div className="key-value-row" key={i}>
          <input aria-label={t('control.key', { field: label, n: i + 1 })} placeholder={i === 0 ? placeholder : undefined} value={row.key} onChange={(e) => set(i, { key: e.target.value })} />
          <input aria-label={t('control.value', { field: label, n: i + 1 })} value={row.value} onChange={(e) => set(i, { value: e.target.value })} />
          <button type="button" className="link" aria-label={t('control.removeRow', { n: i + 1 })} onClick={() => emit(rows.filter((_, j) => j !== i))}>
            ✕
          </button>
        </div>
      ))}
      <button type="button" className="link" onClick={() => emit([...rows, { key: '', value: '' }])}>
        + {t('control.addRow')}
      </button>
    </div>
  );
});
