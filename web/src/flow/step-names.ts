export const STEP_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const STEP_NAME_MAX = 64;
/** Roots of a reference path that are not step names (flow-language.md § Expressions). */
export const RESERVED_ROOTS = ['trigger', 'item', 'index', 'vars', 'run'] as const;

export type NameProblem = 'empty' | 'pattern' | 'tooLong' | 'taken' | 'reserved';

export function nameProblem(name: string, taken: ReadonlySet<string>): NameProblem | null {
  if (name === '') return 'empty';
  if (name.length > STEP_NAME_MAX) return 'tooLong';
  if (!STEP_NAME_PATTERN.test(name)) return 'pattern';
  if ((RESERVED_ROOTS as readonly string[]).includes(name)) return 'reserved';
  if (taken.has(name)) return 'taken';
  return null;
}

/** Turns any text into a valid name stem: `Send mail!` → `Send_mail`. */
export function nameStem(text: string): string {
  const stem = text
    .trim()
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/_\d+$/, '');
  const safe = stem === '' ? 'step' : /^[0-9]/.test(stem) ? `step_${stem}` : stem;
  return safe.slice(0, STEP_NAME_MAX - 4);
}

/** The first `<stem>_<n>` (n ≥ 1) that is neither taken nor reserved. */
export function uniqueName(base: string, taken: ReadonlySet<string>): string {
  const stem = nameStem(base);
  for (let n = 1; ; n++) {
    const candidate = `${stem}_${n}`;
    if (!taken.has(candidate) && !(RESERVED_ROOTS as readonly string[]).includes(candidate)) return candidate;
  }
}
