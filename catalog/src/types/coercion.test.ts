import { describe, expect, it } from 'vitest';
import { dateFormats, looksLikeBoolean, looksLikeDate, looksLikeInteger, looksLikeNumber, parseDateText } from './coercion.js';

describe('coercion of text', () => {
  it('recognises numbers and whole numbers as toNumber reads them', () => {
    for (const text of ['42', ' -3.5 ', '1e3', '0']) expect(looksLikeNumber(text)).toBe(true);
    for (const text of ['', ' ', 'abc', '1,5', 'NaN', 'Infinity']) expect(looksLikeNumber(text)).toBe(false);
    expect(looksLikeInteger('12')).toBe(true);
    expect(looksLikeInteger('12.5')).toBe(false);
  });

  it('recognises booleans as toBoolean reads them', () => {
    for (const text of ['true', 'FALSE', 'yes', 'No', '1', '0']) expect(looksLikeBoolean(text)).toBe(true);
    for (const text of ['maybe', '', 'y']) expect(looksLikeBoolean(text)).toBe(false);
  });

  const samples: Record<(typeof dateFormats)[number], string> = {
    'yyyy-MM-dd': '2026-12-24',
    'yyyy/MM/dd': '2026/12/24',
    'yyyy.MM.dd': '2026.12.24',
    yyyyMMdd: '20261224',
    'dd-MM-yyyy': '24-12-2026',
    'dd/MM/yyyy': '24/12/2026',
    'dd.MM.yyyy': '24.12.2026',
    'MM/dd/yyyy': '12/24/2026',
    'MM-dd-yyyy': '12-24-2026',
    'd.M.yyyy': '4.7.2026',
    'd/M/yyyy': '4/7/2026',
    'dd MMM yyyy': '24 Dec 2026',
    'd MMMM yyyy': '24 December 2026',
    'MMM d, yyyy': 'Dec 24, 2026',
    'MMMM d, yyyy': 'December 24, 2026',
  };

  it('has a sample for every format', () => {
    expect(Object.keys(samples).sort()).toEqual([...dateFormats].sort());
  });

  it.each(Object.entries(samples))('parses %s, also with a time of day', (_format, text) => {
    expect(parseDateText(text)?.year).toBe(2026);
    expect(parseDateText(`${text} 09:30`)?.hour).toBe(9);
    expect(parseDateText(`${text} 09:30:15`)?.second).toBe(15);
  });

  it('reads the day first where both readings are possible', () => {
    expect(parseDateText('03/04/2026')?.toISODate()).toBe('2026-04-03');
  });

  it('parses ISO 8601, RFC 2822, HTTP and SQL dates', () => {
    expect(parseDateText('2026-12-24T09:00:00+01:00')?.toUTC().hour).toBe(8);
    expect(parseDateText('Thu, 24 Dec 2026 09:00:00 +0000')?.day).toBe(24);
    expect(parseDateText('Thu, 24 Dec 2026 09:00:00 GMT')?.day).toBe(24);
    expect(parseDateText('2026-12-24 09:00:00')?.hour).toBe(9);
  });

  it('refuses texts that are no dates', () => {
    for (const text of ['', 'tomorrow', '31.02.2026', '2026-13-01', '24/12/26 25:00', 'hello 2026']) expect(looksLikeDate(text)).toBe(false);
  });
});
