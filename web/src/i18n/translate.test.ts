import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { resolveLocale, translator } from './translate';

describe('i18n', () => {
  it('has the seed texts of the select control in English', () => {
    const t = translator('en');
    expect(t('select.placeholder')).toBe('Please select');
    expect(t('select.empty')).toBe('No results found');
    expect(t('select.more')).toBe('There are more results available, try refining your search.');
  });

  it('has every key in German and fills placeholders', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(translator('de')('runs.items', { count: 3 })).toBe('3 Einträge');
  });

  it('takes the locale from ?locale=, then the user, then en', () => {
    expect(resolveLocale('?locale=de', 'en')).toBe('de');
    expect(resolveLocale('?locale=fr', 'de')).toBe('de');
    expect(resolveLocale('', null)).toBe('en');
  });
});
