import { fieldText, type FieldLocale } from '@tandem/catalog/fields';
import type { FieldWords } from './schema-fields';

/** An action's fields in a language: the catalogue's words, its own description as English help where it says more. */
export const actionWords =
  (locale: FieldLocale): FieldWords =>
  (key, schema) =>
    fieldText(key, locale, schema.description ? { description: schema.description } : {});

/** A utility's fields in a language, from the catalogue's words. */
export const utilityWords =
  (utility: string, locale: FieldLocale): FieldWords =>
  (key) =>
    fieldText(key, locale, { utility });
