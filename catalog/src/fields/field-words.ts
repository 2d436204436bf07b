export type FieldLocale = 'en' | 'de';

/** What the editor shows for one input: its label, a sentence of help, and a placeholder. */
export type FieldText = { label: string; help: string; placeholder?: string };

/**
 * The words of one input field in both languages. English and German sit side by side in one entry,
 * so a field never has one language without the other; a placeholder (an example value) is shared.
 */
export type FieldTexts = Record<FieldLocale, FieldText>;

/** One entry: English label and help, German label and help, and an optional example value. */
export function words(enLabel: string, enHelp: string, deLabel: string, deHelp: string, placeholder?: string): FieldTexts {
  const extra = placeholder === undefined ? {} : { placeholder };
  return { en: { label: enLabel, help: enHelp, ...extra }, de: { label: deLabel, help: deHelp, ...extra } };
}
