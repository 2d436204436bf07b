import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/passwords.js';
import { hashPassword, verifyPassword } from '@tandem/platform/secrets';
import { ApiError } from '@tandem/platform/errors';
import { passwordResetMail } from '@tandem/platform/accounts/account-mails';
import { sendInBackground } from '@tandem/platform/accounts/account-mailer';
import { createPasswordResetToken, PASSWORD_RESET_MINUTES, usePasswordResetToken } from '@tandem/platform/accounts/password-reset';
import { principalOf, requireSession, requireUser } from '../auth/principal.js';
import { requireStrongPassword } from '../auth/passwords.js';
import { endSessionsOf, SESSION_COOKIE, startSession } from '../auth/session-cookies.js';
import type { ApiDeps } from '../deps.js';
import { revokeUserTokens } from '../../repos/api-tokens.js';
import { findUserByEmail, getUser, setPasswordHash, userView } from '../../repos/users.js';

export const INVALID_RESET_MESSAGE = 'This link is invalid, used or expired. Ask for a new one on the sign-in page.';
export const WRONG_PASSWORD_MESSAGE = 'The current password is wrong';

/** Setting a new password: by a mailed link (forgotten), or signed in with the current one. */
export const passwordRoutes =
  ({ db, config, accountMailer }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

    app.route({
      ...contract.requestPasswordReset,
      config: limited,
      handler: async (request, reply) => {
        const user = await findUserByEmail(db, request.body.email);
        if (user) {
          const token = await createPasswordResetToken(db, user.id);
          sendInBackground(accountMailer, user.email, passwordResetMail(user.name, token, PASSWORD_RESET_MINUTES), request.log);
        }
        return reply.status(202).send({ resetRequested: true as const });
      },
    });

    app.route({
      ...contract.resetPassword,
      config: limited,
      handler: async (request, reply) => {
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
    });

    app.route({
      ...contract.changePassword,
      config: limited,
      preHandler: requireUser(db),
      handler: async (request, reply) => {
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
    });
  };
