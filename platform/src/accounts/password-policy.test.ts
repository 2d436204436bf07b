import { describe, expect, it } from 'vitest';
import { passwordProblem, WEAK_PASSWORD_MESSAGE } from './password-policy.js';

const carol = ['carol.smith+shop@example.com', 'Carol Smith'];

describe('passwordProblem', () => {
  it.each(['carol-smith', 'Carol Smith', 'CAROLSMITH', 'smith.carol', 'carol_smith_2024', 'CarolSmith1!', 'carolcarol', 'smith1986', 'carol-smith-x'])(
    'refuses %j for "Carol Smith" <carol.smith+shop@example.com> (the name in another case, order or dress)',
    (password) => {
      expect(passwordProblem(password, carol)).toBe(WEAK_PASSWORD_MESSAGE);
    },
  );

  it('refuses the address local part with separators and digits changed', () => {
    expect(passwordProblem('jdoe-1999', ['j.doe_1999@example.com', 'Jo'])).toBe(WEAK_PASSWORD_MESSAGE);
  });

  it.each(['carol likes long walks in Norway', 'supersecret123', 'unrelated horse battery staple'])('accepts %j, which is more than the name', (password) => {
    expect(passwordProblem(password, carol)).toBeUndefined();
  });
});
