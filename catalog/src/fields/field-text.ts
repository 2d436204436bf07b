import { actionFieldTexts } from './action-field-texts.js';
import type { FieldLocale, FieldText, FieldTexts } from './field-words.js';
import { utilityFieldTexts } from './utility-field-texts.js';

const entry = (table: Readonly<Record<string, FieldTexts>>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);

/**
 * The words of a field by its key. A utility's field looks for `<utility>.<key>` first (two utilities may
 * use one key differently), then the utilities' shared words, then the actions'; an action's the other way.
 */
export function fieldTexts(key: string, utility?: string): FieldTexts | undefined {
  if (utility !== undefined) return entry(utilityFieldTexts, `${utility}.${key}`) ?? entry(utilityFieldTexts, key) ?? entry(actionFieldTexts, key);
  return entry(actionFieldTexts, key) ?? entry(utilityFieldTexts, key);
}

/** "camelCase_name" → "Camel case name": the label of a field no entry names. */
export function humanizeKey(key: string): string {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The label, help and placeholder of an input in a language. An action's schema description says more
 * about its own field than the shared words do, so English help uses it when it is more than the label.
 */
export function fieldText(key: string, locale: FieldLocale, options: { utility?: string; description?: string } = {}): FieldText {
  const entry = fieldTexts(key, options.utility)?.[locale];
  const label = entry?.label ?? humanizeKey(key);
  const own = options.description;
  const help = locale === 'en' && own && !same(own, label) ? own : (entry?.help ?? own ?? '');
  return entry?.placeholder === undefined ? { label, help } : { label, help, placeholder: entry.placeholder };
}
