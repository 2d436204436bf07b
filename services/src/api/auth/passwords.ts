import { passwordProblem } from '@tandem/platform/accounts/password-policy';
import { ApiError } from '@tandem/platform/errors';

/** 400 weak_password, naming the body field, when the password policy refuses the password. */
export function requireStrongPassword(password: string, userInputs: string[], field: string): void {
  const problem = passwordProblem(password, userInputs);
  if (problem) throw new ApiError(400, 'weak_password', problem, [{ path: ['body', field], message: problem }]);
}
