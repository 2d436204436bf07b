import { z } from 'zod';
import { route } from './route.js';
import { PASSWORD_RESET_MINUTES } from '@tandem/platform/accounts/account-mail-limits';
import { PasswordChangeBody, PasswordResetBody, PasswordResetRequestBody, PasswordResetRequested, SignedIn } from '../schemas/account.js';
import { errorResponses } from '../schemas/common.js';



export const requestPasswordReset = route('POST', '/api/auth/password-reset', {
  tags: ['auth'],
  summary: `Mails a link that sets a new password (single use, ${PASSWORD_RESET_MINUTES} minutes) when the address has an account; the answer is the same either way.`,
  body: PasswordResetRequestBody,
  response: { 202: PasswordResetRequested, ...errorResponses },
});

export const resetPassword = route('POST', '/api/auth/password-reset/confirm', {
  tags: ['auth'],
  summary:
    "Sets the new password with the mailed link's token and signs in; every other session ends. The link proves the address, so an unconfirmed account is confirmed and its API tokens are revoked.",
  body: PasswordResetBody,
  response: { 200: SignedIn, ...errorResponses },
});

export const changePassword = route('POST', '/api/auth/password', {
  tags: ['auth'],
  summary: 'The signed-in user changes their password with the current one; their other sessions end.',
  body: PasswordChangeBody,
  response: { 204: z.null(), ...errorResponses },
});
