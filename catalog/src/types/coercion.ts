import { DateTime } from 'luxon';

/**
 * Whether a text is like a number, a boolean or a date. Numbers and booleans
 * follow the run-time `toNumber` / `toBoolean` operators, so what the checker accepts also converts.
 */
export function looksLikeNumber(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed));
}

export function looksLikeInteger(text: string): boolean {
  return looksLikeNumber(text) && Number.isInteger(Number(text.trim()));
}

const booleanTexts = new Set(['true', 'false', 'yes', 'no', '1', '0']);

export function looksLikeBoolean(text: string): boolean {
  return booleanTexts.has(text.trim().toLowerCase());
}

/** Date formats tried in order, each also with a time of day (HH:mm or HH:mm:ss) after a space. */
export const dateFormats = [
  'yyyy-MM-dd',
  'yyyy/MM/dd',
  'yyyy.MM.dd',
  'yyyyMMdd',
  'dd-MM-yyyy',
  'dd/MM/yyyy',
  'dd.MM.yyyy',
  'MM/dd/yyyy',
  'MM-dd-yyyy',
  'd.M.yyyy',
  'd/M/yyyy',
  'dd MMM yyyy',
  'd MMMM yyyy',
  'MMM d, yyyy',
  'MMMM d, yyyy',
] as const;

const timeFormats = ['', ' HH:mm', ' HH:mm:ss'] as const;
const formats = dateFormats.flatMap((date) => timeFormats.map((time) => date + time));

/** The structured formats luxon parses itself: ISO 8601, RFC 2822, HTTP dates and SQL timestamps. */
const builtInParsers: ((text: string, options: { zone: string; setZone: boolean }) => DateTime)[] = [
  (text, options) => DateTime.fromISO(text, options),
  (text, options) => DateTime.fromRFC2822(text, options),
  (text, options) => DateTime.fromHTTP(text, options),
  (text, options) => DateTime.fromSQL(text, options),
];

/** The date a text stands for, read as UTC unless it names its zone; undefined when it is no date. */
export function parseDateText(text: string): DateTime | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  for (const parse of builtInParsers) {
    const date = parse(trimmed, { zone: 'utc', setZone: true });
    if (date.isValid) return date;
  }
  for (const format of formats) {
    const date = DateTime.fromFormat(trimmed, format, { zone: 'utc', locale: 'en-US' });
    if (date.isValid) return date;
  }
  return undefined;
}

export function looksLikeDate(text: string): boolean {
  return parseDateText(text) !== undefined;
}
