import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** Offline estimator: common passwords, names and keyboard patterns of every language. */
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/**
 * zxcvbn's "somewhat guessable" score: about 10^6 guesses and more. Every common password, keyboard
 * pattern and name-based one scores below it; guessing online is throttled (AUTH_RATE_LIMIT) and
 * stored hashes are argon2id, so the stricter score 3 would mostly refuse passwords people can keep.
 */
export const MIN_PASSWORD_SCORE = 2;
/** zxcvbn's "safely unguessable" score (about 10^8 guesses), for passwords that contain the user's name or address. */
export const PERSONAL_PASSWORD_SCORE = 3;

export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess (a common password, a pattern or part of your name or email). Use a longer one, for example a few unrelated words.';

/** Letters and digits only, lower-cased: `Carol-Smith` and `carol_smith` read the same. */
const folded = (value: string) => value.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The words of the user's name and of their address's local part (without a `+tag`): `Carol Smith`
 * and `carol.smith+shop@example.com` give `carol` and `smith`. Words under three letters are left out.
 */
function personalWords(userInputs: string[]): string[] {
  const words = userInputs.flatMap((input) => {
    const local = input.includes('@') ? input.slice(0, input.lastIndexOf('@')).replace(/\+.*$/, '') : input;
    return local.normalize('NFKC').toLowerCase().split(/[^\p{L}]+/u);
  });
  // Longest first, so `carolina` is taken out before `carol`.
  return [...new Set(words.filter((word) => word.length >= 3))].sort((a, b) => b.length - a.length);
}

/**
 * A password that is only the user's name or address in another dress: any case, any separators,
 * the words in any order or repeated, digits and symbols around them (`carol-smith`, `SmithCarol`,
 * `carol.smith2024!`). What is left after taking out those words, digits and symbols is under four letters.
 */
function builtOnName(password: string, userInputs: string[]): boolean {
  let rest = folded(password);
  for (const word of personalWords(userInputs)) rest = rest.replaceAll(word, '');
  return rest.replace(/\p{N}+/gu, '').length < 4 && folded(password).length > rest.length;
}

/** Why a password may not be used, or undefined when it is strong enough. */
export function passwordProblem(password: string, userInputs: string[]): string | undefined {
  if (builtOnName(password, userInputs)) return WEAK_PASSWORD_MESSAGE;
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]).filter((part) => part.length >= 3);
  const result = estimator.check(password, inputs);
  // Built on the user's own name or address: guessable by anyone who knows them, so it must be stronger.
  const personal = result.sequence.some((match) => 'dictionaryName' in match && match.dictionaryName === 'userInputs');
  return result.score < (personal ? PERSONAL_PASSWORD_SCORE : MIN_PASSWORD_SCORE) ? WEAK_PASSWORD_MESSAGE : undefined;
}
