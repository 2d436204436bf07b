import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/auth.js';
import { principalOf, reachable, requireUser } from '../auth/principal.js';
import { hashPassword, randomSecret, verifyPassword } from '@tandem/platform/secrets';
import { assertCsrf } from '../auth/csrf.js';
import { endSession, SESSION_COOKIE, startSession } from '../auth/session-cookies.js';
import type { ApiDeps } from '../deps.js';
import { ApiError } from '@tandem/platform/errors';
import { SIGNUP_REFUSED_MESSAGE } from '../schemas/account.js';
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

    app.route({
      ...contract.signUp,
      config: limited,
      handler: async (request, reply) => {
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
    });

    app.route({
      ...contract.logIn,
      config: limited,
      handler: async (request, reply) => {
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
    });

    // Signing someone out is a write too: with a session it takes the session's CSRF token.
    app.route({
    ...contract.logOut,
    handler: async (request, reply) => {
      const session = request.cookies[SESSION_COOKIE];
      if (session) assertCsrf(request, session);
      await endSession(db, reply, session);
      return reply.status(204).send(null);
    },
  });

    app.route({
      ...contract.me,
      preHandler: requireUser(db),
      handler: async (request) => {
        const principal = principalOf(request);
        const { userId } = principal;
        const [user, workspaces] = await Promise.all([getUser(db, userId), listWorkspacesOf(db, userId)]);
        return { user: userView(user), workspaces: reachable(principal, workspaces).map((row) => workspaceView(row, userId)) };
      },
    });

  };
