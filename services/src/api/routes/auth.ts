import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, reachable, requireUser } from '../auth/principal.js';
import { hashPassword, randomSecret, verifyPassword } from '../auth/secrets.js';
import { assertCsrf, CSRF_COOKIE, csrfTokenFor } from '../auth/csrf.js';
import { endSession, SESSION_COOKIE, setCsrfCookie, startSession } from '../auth/session-cookies.js';
import type { ApiDeps } from '../deps.js';
import { ApiError } from '../errors.js';
import { LoginBody, SignupAnswer, SignupBody, User, Workspace } from '../schemas/account.js';
import { ErrorBody, errorResponses } from '../schemas/common.js';
import { createUserIfNew, findUserByEmail, getUser, normaliseEmail, userView } from '../../repos/users.js';
import { createWorkspace, listWorkspacesOf, workspaceView } from '../../repos/workspaces.js';
import { existingAccountMail, verificationMail } from '../../accounts/account-mails.js';
import { sendInBackground } from '../../accounts/account-mailer.js';
import { createVerificationToken } from '../../accounts/email-verification.js';
import { passwordProblem } from '../../accounts/password-policy.js';

// Verifying against a fixed hash when the user does not exist keeps the timing the same.
const decoyHash = hashPassword(randomSecret());

export const authRoutes =
  ({ db, config, accountMailer }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

    app.post(
      '/api/auth/signup',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary:
            'Create an account and its first workspace; mails a link that confirms the address and signs in. An address with an account gets the same answer, and its owner a mail.',
          body: SignupBody,
          response: { 202: SignupAnswer, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { email, password, name, next } = request.body;
        const problem = passwordProblem(password, [email, name]);
        if (problem) throw new ApiError(400, 'weak_password', problem, [{ path: ['body', 'password'], message: problem }]);
        const user = await createUserIfNew(db, email, name, await hashPassword(password));
        if (user) {
          await createWorkspace(db, { userId: user.id, email: user.email }, `${name}'s workspace`);
          const token = await createVerificationToken(db, user.id);
          sendInBackground(accountMailer, user.email, verificationMail(user.name, token, next), request.log);
        } else {
          const owner = await findUserByEmail(db, email);
          if (owner) sendInBackground(accountMailer, owner.email, existingAccountMail(owner.name, next), request.log);
        }
        return reply.status(202).send({ email: normaliseEmail(email), verificationSent: true as const });
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: limited,
        schema: { tags: ['auth'], summary: 'Sign in', body: LoginBody, response: { 200: z.object({ user: User }), ...errorResponses } },
      },
      async (request, reply) => {
        const user = await findUserByEmail(db, request.body.email);
        const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), request.body.password);
        if (!user || !ok) throw new ApiError(401, 'invalid_credentials', 'Wrong email or password');
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
        schema: { tags: ['auth'], summary: 'Who is signed in', response: { 200: z.object({ user: User, workspaces: z.array(Workspace) }), ...errorResponses } },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const { userId, via } = principal;
        // Sessions started before CSRF tokens were bound to them get their token here.
        const session = request.cookies[SESSION_COOKIE];
        if (via === 'session' && session && request.cookies[CSRF_COOKIE] !== csrfTokenFor(session)) setCsrfCookie(reply, session, config.cookieSecure);
        const [user, workspaces] = await Promise.all([getUser(db, userId), listWorkspacesOf(db, userId)]);
        return { user: userView(user), workspaces: reachable(principal, workspaces).map((row) => workspaceView(row, userId)) };
      },
    );

  };
