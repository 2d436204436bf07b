import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** Offline estimator: common passwords, names and keyboard patterns of every language. */
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's "safely unguessable" score: about 10^8 guesses and more. */
export const MIN_PASSWORD_SCORE = 3;

export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess (a common password, a pattern or part of your name or email). Use a longer one, for example a few unrelated words.';

/** Why a password may not be used, or undefined when it is strong enough. */
export function passwordProblem(password: string, userInputs: string[]): string | undefined {
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]).filter((part) => part.length >= 3);
  return estimator.check(password, inputs).score < MIN_PASSWORD_SCORE ? WEAK_PASSWORD_MESSAGE : undefined;
}
