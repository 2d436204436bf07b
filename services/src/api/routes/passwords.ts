import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '@tandem/platform/secrets';
import { ApiError } from '@tandem/platform/errors';
import { passwordResetMail } from '@tandem/platform/accounts/account-mails';
import { sendInBackground } from '@tandem/platform/accounts/account-mailer';
import { createPasswordResetToken, PASSWORD_RESET_MINUTES, usePasswordResetToken } from '@tandem/platform/accounts/password-reset';
import { principalOf, requireSession, requireUser } from '../auth/principal.js';
import { requireStrongPassword } from '../auth/passwords.js';
import { endSessionsOf, SESSION_COOKIE, startSession } from '../auth/session-cookies.js';
import type { ApiDeps } from '../deps.js';
import { PasswordChangeBody, PasswordResetBody, PasswordResetRequestBody, PasswordResetRequested, SignedIn } from '../schemas/account.js';
import { errorResponses } from '../schemas/common.js';
import { revokeUserTokens } from '../../repos/api-tokens.js';
import { findUserByEmail, getUser, setPasswordHash, userView } from '../../repos/users.js';

export const INVALID_RESET_MESSAGE = 'This link is invalid, used or expired. Ask for a new one on the sign-in page.';
export const WRONG_PASSWORD_MESSAGE = 'The current password is wrong';

/** Setting a new password: by a mailed link (forgotten), or signed in with the current one. */
export const passwordRoutes =
  ({ db, config, accountMailer }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

    app.post(
      '/api/auth/password-reset',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: `Mails a link that sets a new password (single use, ${PASSWORD_RESET_MINUTES} minutes) when the address has an account; the answer is the same either way.`,
          body: PasswordResetRequestBody,
          response: { 202: PasswordResetRequested, ...errorResponses },
        },
      },
      async (request, reply) => {
        const user = await findUserByEmail(db, request.body.email);
        if (user) {
          const token = await createPasswordResetToken(db, user.id);
          sendInBackground(accountMailer, user.email, passwordResetMail(user.name, token, PASSWORD_RESET_MINUTES), request.log);
        }
        return reply.status(202).send({ resetRequested: true as const });
      },
    );

    app.post(
      '/api/auth/password-reset/confirm',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary:
            "Sets the new password with the mailed link's token and signs in; every other session ends. The link proves the address, so an unconfirmed account is confirmed and its API tokens are revoked.",
          body: PasswordResetBody,
          response: { 200: SignedIn, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { token, password } = request.body;
        // A refusal (a weak password) leaves the link usable.
        const userId = await db.transaction().execute(async (trx) => {
          const id = await usePasswordResetToken(trx, token);
          if (!id) throw new ApiError(400, 'invalid_reset_token', INVALID_RESET_MESSAGE);
          const user = await getUser(trx, id);
          requireStrongPassword(password, [user.email, user.name], 'password');
          await setPasswordHash(trx, id, await hashPassword(password));
          if (user.emailVerifiedAt === null) {
            // Whoever created the account may not own the address: what they set up to sign in goes.
            await trx.updateTable('users').set({ emailVerifiedAt: new Date() }).where('id', '=', id).execute();
            await trx.deleteFrom('emailVerifications').where('userId', '=', id).execute();
            await revokeUserTokens(trx, id);
          }
          await endSessionsOf(trx, id);
          return id;
        });
        await startSession(db, reply, userId, config.cookieSecure);
        return { user: userView(await getUser(db, userId)) };
      },
    );

    app.post(
      '/api/auth/password',
      {
        config: limited,
        preHandler: requireUser(db),
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user changes their password with the current one; their other sessions end.',
          body: PasswordChangeBody,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        requireSession(principal, 'change the password');
        const user = await getUser(db, principal.userId);
        if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
          throw new ApiError(403, 'wrong_password', WRONG_PASSWORD_MESSAGE, [{ path: ['body', 'currentPassword'], message: WRONG_PASSWORD_MESSAGE }]);
        }
        requireStrongPassword(request.body.newPassword, [user.email, user.name], 'newPassword');
        await db.transaction().execute(async (trx) => {
          await setPasswordHash(trx, user.id, await hashPassword(request.body.newPassword));
          await endSessionsOf(trx, user.id, request.cookies[SESSION_COOKIE]);
        });
        return reply.status(204).send(null);
      },
    );
  };
