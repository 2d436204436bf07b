import type { DownloadInput } from '@tandem/catalog';

type Format = NonNullable<DownloadInput['format']>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV (RFC 4180) of a list: objects give one column per key (in the order keys first appear), anything
 * else one column `value`; nested values are written as JSON.
 */
export function toCsv(rows: readonly unknown[]): string {
  const objects = rows.length > 0 && rows.every(isRecord);
  const columns = objects ? [...new Set(rows.flatMap((row) => Object.keys(row as Record<string, unknown>)))] : ['value'];
  const lines = rows.map((row) => (objects ? columns.map((c) => cell((row as Record<string, unknown>)[c])) : [cell(row)]).join(','));
  return [columns.map(cell).join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

/** The file of a `download` step: its bytes and content type. */
export function renderDownload(rows: readonly unknown[], format: Format): { data: Buffer; contentType: string } {
  if (format === 'json') return { data: Buffer.from(JSON.stringify(rows, null, 2)), contentType: 'application/json; charset=utf-8' };
  return { data: Buffer.from(toCsv(rows)), contentType: 'text/csv; charset=utf-8' };
}
