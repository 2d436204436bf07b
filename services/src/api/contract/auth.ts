import { z } from 'zod';
import { route } from './route.js';
import { LoginBody, Me, SignedIn, SignedUp, SignupBody } from '../schemas/account.js';
import { ErrorBody, errorResponses } from '../schemas/common.js';



export const signUp = route('POST', '/api/auth/signup', {
  tags: ['auth'],
  summary:
    'Create an account and its first workspace and sign in; mails a link that confirms the address. An address with an account answers 409 with a neutral message, and its owner gets a mail.',
  body: SignupBody,
  response: { 201: SignedUp, ...errorResponses, 409: ErrorBody },
});

export const logIn = route('POST', '/api/auth/login', {
  tags: ['auth'],
  summary: 'Sign in. Failed sign-ins are counted per address and per email address; past either limit the answer is 429 with Retry-After.',
  body: LoginBody,
  response: { 200: SignedIn, ...errorResponses, 429: ErrorBody },
});

export const logOut = route('POST', '/api/auth/logout', { tags: ['auth'], summary: 'Sign out', response: { 204: z.null(), 403: ErrorBody } });

export const me = route('GET', '/api/me', { tags: ['auth'], summary: 'Who is signed in', response: { 200: Me, ...errorResponses } });
