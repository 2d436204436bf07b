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

/** Why a password may not be used, or undefined when it is strong enough. */
export function passwordProblem(password: string, userInputs: string[]): string | undefined {
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]).filter((part) => part.length >= 3);
  const result = estimator.check(password, inputs);
  // Built on the user's own name or address: guessable by anyone who knows them, so it must be stronger.
  const personal = result.sequence.some((match) => 'dictionaryName' in match && match.dictionaryName === 'userInputs');
  return result.score < (personal ? PERSONAL_PASSWORD_SCORE : MIN_PASSWORD_SCORE) ? WEAK_PASSWORD_MESSAGE : undefined;
}
