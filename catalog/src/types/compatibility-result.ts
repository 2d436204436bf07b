/** The checker's verdict: fits, may fit at run time, or cannot fit. */
export type CompatibilityResult = 'Match' | 'PossibleMatch' | 'NoMatch';

export interface Compatibility {
  result: CompatibilityResult;
  messages: string[];
}

/** The checker's mismatch messages, word for word. */
export const compatibilityMessages = {
  typesDoNotMatch: 'Types do not match.',
  fieldsHaveIssues: (names: readonly string[]) => `The following fields are having issues: ${names.join(', ')}`,
  expectedValue: (values: readonly unknown[]) => `Expected value ${values.map((v) => JSON.stringify(v)).join(' or ')} does not match`,
  givenValue: (value: unknown) => `Given value ${JSON.stringify(value)} is not like the expected type`,
  discriminatorField: 'Missing or invalid discriminator field',
  discriminatorValue: 'Invalid discriminator value',
  noneOfTheDatatypes: 'None of the datatypes match the expected one.',
  expectedObject: 'Expected an object for discriminated union',
} as const;

const rank: Record<CompatibilityResult, number> = { Match: 0, PossibleMatch: 1, NoMatch: 2 };

export const match: Compatibility = Object.freeze({ result: 'Match', messages: [] }) as Compatibility;

export function possibleMatch(...messages: string[]): Compatibility {
  return { result: 'PossibleMatch', messages };
}

export function noMatch(...messages: string[]): Compatibility {
  return { result: 'NoMatch', messages };
}

/** The worst of several verdicts, with the messages of every verdict that is not a Match. */
export function worst(verdicts: readonly Compatibility[]): Compatibility {
  const result = verdicts.reduce<CompatibilityResult>((acc, v) => (rank[v.result] > rank[acc] ? v.result : acc), 'Match');
  return { result, messages: verdicts.flatMap((v) => (v.result === 'Match' ? [] : v.messages)) };
}

/** The best of several verdicts; its messages when even the best is not a Match. */
export function best(verdicts: readonly Compatibility[]): Compatibility {
  return verdicts.reduce((acc, v) => (rank[v.result] < rank[acc.result] ? v : acc), noMatch());
}

/** A Match becomes a PossibleMatch (the given value may be null, or may not convert). */
export function atMostPossible(verdict: Compatibility): Compatibility {
  return verdict.result === 'Match' ? possibleMatch() : verdict;
}
