import { fieldText, type FieldLocale } from '@tandem/catalog/fields';
import type { VersionIssue } from '../../api/types';
import type { MessageKey } from '../../i18n/en';
import type { Translate } from '../../i18n/translate';

const typeKey = (kind: string | undefined): MessageKey => `type.${kind ?? 'Unknown'}` as MessageKey;

/** A type in words ("list", "whole number"); kinds the dictionary does not name read as "value". */
function typeWords(kind: string | undefined, t: Translate): string {
  const text = t(typeKey(kind));
  return text === undefined ? t('type.Unknown') : text;
}

/** The label of the field an issue is about: its own form label, else the catalogue's words for its key. */
export type LabelOf = (key: string) => string;

export const catalogueLabel =
  (locale: FieldLocale): LabelOf =>
  (key) =>
    fieldText(key, locale).label;

/**
 * An issue of the checker in plain words with the field's label ("Sort direction must be ascending or
 * descending"); issues without a structured form keep the checker's message.
 */
export function plainCheck(issue: VersionIssue, labelOf: LabelOf, t: Translate): string {
  const key = issue.field?.split('.')[0];
  const field = key ? labelOf(key) : t('form.thisValue');
  switch (issue.code) {
    case 'unknownSource':
      return t('check.unknownSource', { type: typeWords(issue.expected?.kind, t) });
    case 'notAllowedValue':
      return t('check.oneOf', { field, values: (issue.values ?? []).map(String).join(` ${t('check.or')} `) });
    case 'typeMismatch':
      return t('check.mismatch', { field, expected: typeWords(issue.expected?.kind, t), actual: typeWords(issue.actual?.kind, t) });
    case 'mayNotFit':
      return t('check.mayNotFit', { field, expected: typeWords(issue.expected?.kind, t), actual: typeWords(issue.actual?.kind, t) });
    case 'missingInput':
      return t('check.missing', { field });
    case 'unknownInput':
      return t('check.unknownInput', { field });
    case 'tooLong':
      return t('check.tooLong', { field, n: issue.limit ?? 0 });
    default:
      return issue.message;
  }
}
