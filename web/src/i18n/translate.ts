import { de } from './de';
import { en, type Dictionary, type MessageKey } from './en';

export type Locale = 'en' | 'de';
export const LOCALES: readonly Locale[] = ['de', 'en'];
export const DEFAULT_LOCALE: Locale = 'en';

const dictionaries: Record<Locale, Dictionary> = { en, de };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** A translate function for a locale; `{name}` placeholders are filled from params. */
export function translator(locale: Locale): Translate {
  const dictionary = dictionaries[locale];
  return (key, params) => {
    const text = dictionary[key];
    return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
  };
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'de';
}

/** The locale: `?locale=` wins, then the user's setting, then en. */
export function resolveLocale(search: string, userLocale?: string | null): Locale {
  const fromQuery = new URLSearchParams(search).get('locale');
  if (isLocale(fromQuery)) return fromQuery;
  if (isLocale(userLocale)) return userLocale;
  return DEFAULT_LOCALE;
}
