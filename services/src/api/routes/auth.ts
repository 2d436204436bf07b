import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, reachable, requireUser } from '../auth/principal.js';
import { hashPassword, randomSecret, verifyPassword } from '@tandem/platform/secrets';
import { assertCsrf } from '../auth/csrf.js';
import { endSession, SESSION_COOKIE, startSession } from '../auth/session-cookies.js';
import type { ApiDeps } from '../deps.js';
import { ApiError } from '@tandem/platform/errors';
import { LoginBody, Me, SignedIn, SignedUp, SIGNUP_REFUSED_MESSAGE, SignupBody } from '../schemas/account.js';
import { ErrorBody, errorResponses } from '../schemas/common.js';
import { createUserIfNew, findUserByEmail, getUser, userView } from '../../repos/users.js';
import { createWorkspace, listWorkspacesOf, workspaceView } from '../../repos/workspaces.js';
import { existingAccountMail, verificationMail } from '@tandem/platform/accounts/account-mails';
import { sendInBackground } from '@tandem/platform/accounts/account-mailer';
import { createVerificationToken } from '@tandem/platform/accounts/email-verification';
import { createLoginBackoff, LOGIN_BACKOFF_MESSAGE, LOGIN_BACKOFF_WINDOW_MS } from '../auth/login-backoff.js';
import { requireStrongPassword } from '../auth/passwords.js';

// Verifying against a fixed hash when the user does not exist keeps the timing the same.
const decoyHash = hashPassword(randomSecret());

export const authRoutes =
  ({ db, config, accountMailer }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };
    const backoff = createLoginBackoff({ maxFailures: config.loginAccountFailures, windowMs: LOGIN_BACKOFF_WINDOW_MS });

    app.post(
      '/api/auth/signup',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary:
            'Create an account and its first workspace and sign in; mails a link that confirms the address. An address with an account answers 409 with a neutral message, and its owner gets a mail.',
          body: SignupBody,
          response: { 201: SignedUp, ...errorResponses, 409: ErrorBody },
        },
      },
      async (request, reply) => {
        const { email, password, name, next } = request.body;
        requireStrongPassword(password, [email, name], 'password');
        const user = await createUserIfNew(db, email, name, await hashPassword(password));
        if (!user) {
          // The contract signs a new account in at once, so an existing address cannot get the same
          // answer; it gets a neutral refusal without a session, and its owner learns of the attempt.
          const owner = await findUserByEmail(db, email);
          if (owner) sendInBackground(accountMailer, owner.email, existingAccountMail(owner.name, next), request.log);
          throw new ApiError(409, 'signup_refused', SIGNUP_REFUSED_MESSAGE);
        }
        const workspace = await createWorkspace(db, { userId: user.id, email: user.email }, `${name}'s workspace`);
        const token = await createVerificationToken(db, user.id);
        sendInBackground(accountMailer, user.email, verificationMail(user.name, token, next), request.log);
        await startSession(db, reply, user.id, config.cookieSecure);
        return reply.status(201).send({ user: userView(user), workspace: workspaceView(workspace, user.id) });
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: 'Sign in. Failed sign-ins are counted per address and per email address; past either limit the answer is 429 with Retry-After.',
          body: LoginBody,
          response: { 200: SignedIn, ...errorResponses, 429: ErrorBody },
        },
      },
      async (request, reply) => {
        const { email } = request.body;
        // Held back per address typed, before any lookup: the answer is the same whether an account has it.
        const wait = backoff.retryAfterSeconds(email);
        if (wait !== undefined) {
          void reply.header('retry-after', String(wait));
          throw new ApiError(429, 'rate_limited', LOGIN_BACKOFF_MESSAGE);
        }
        backoff.attempted(email);
        const user = await findUserByEmail(db, email);
        const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), request.body.password);
        if (!user || !ok) throw new ApiError(401, 'invalid_credentials', 'Wrong email or password');
        backoff.succeeded(email);
        await startSession(db, reply, user.id, config.cookieSecure);
        return { user: userView(user) };
      },
    );

    // Signing someone out is a write too: with a session it takes the session's CSRF token.
    app.post('/api/auth/logout', { schema: { tags: ['auth'], summary: 'Sign out', response: { 204: z.null(), 403: ErrorBody } } }, async (request, reply) => {
      const session = request.cookies[SESSION_COOKIE];
      if (session) assertCsrf(request, session);
      await endSession(db, reply, session);
      return reply.status(204).send(null);
    });

    app.get(
      '/api/me',
      {
        preHandler: requireUser(db),
        schema: { tags: ['auth'], summary: 'Who is signed in', response: { 200: Me, ...errorResponses } },
      },
      async (request) => {
        const principal = principalOf(request);
        const { userId } = principal;
        const [user, workspaces] = await Promise.all([getUser(db, userId), listWorkspacesOf(db, userId)]);
        return { user: userView(user), workspaces: reachable(principal, workspaces).map((row) => workspaceView(row, userId)) };
      },
    );

  };
