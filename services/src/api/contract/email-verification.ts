import { route } from './route.js';
import { SignedIn, VerificationSent, VerifyBody } from '../schemas/account.js';
import { errorResponses } from '../schemas/common.js';



export const verifyEmail = route('POST', '/api/auth/verify', {
  tags: ['auth'],
  summary:
    "Confirm the address with the mailed link's token and sign in. Opened without a session of the same account, it needs `password` (400 password_required), which replaces the sign-up's; confirming ends every other session and API token of the account.",
  body: VerifyBody,
  response: { 200: SignedIn, ...errorResponses },
});

export const resendVerification = route('POST', '/api/auth/verification', { tags: ['auth'], summary: 'Mail a new verification link to the signed-in user', response: { 202: VerificationSent, ...errorResponses } });
