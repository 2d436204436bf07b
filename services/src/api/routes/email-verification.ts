import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/email-verification.js';
import { principalOf, requireUser } from '../auth/principal.js';
import { endSessionsOf, SESSION_COOKIE, sessionUserId, startSession } from '../auth/session-cookies.js';
import type { ApiDeps } from '../deps.js';
import { ApiError } from '@tandem/platform/errors';
import { hashPassword } from '@tandem/platform/secrets';
import { revokeUserTokens } from '../../repos/api-tokens.js';
import { getUser, setPasswordHash, userView } from '../../repos/users.js';
import { verificationMail } from '@tandem/platform/accounts/account-mails';
import { sendInBackground } from '@tandem/platform/accounts/account-mailer';
import { createVerificationToken, useVerificationToken } from '@tandem/platform/accounts/email-verification';
import { requireStrongPassword } from '../auth/passwords.js';

export const INVALID_VERIFICATION_MESSAGE = 'This link is invalid, used or expired. Sign in and ask for a new one.';
export const PASSWORD_REQUIRED_MESSAGE =
  'Choose your password to confirm this address: it replaces the one given when the account was created, and every other device is signed out.';

/** The mailed link that confirms an address (and signs in), and a new link for a signed-in user. */
export const verificationRoutes =
  ({ db, config, accountMailer }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

    app.route({
      ...contract.verifyEmail,
      config: limited,
      handler: async (request, reply) => {
        const { token, password } = request.body;
        const ownSession = request.cookies[SESSION_COOKIE];
        // Nothing changes (the link stays usable) when an answer below is a refusal.
        const userId = await db.transaction().execute(async (trx) => {
          const id = await useVerificationToken(trx, token);
          if (!id) throw new ApiError(400, 'invalid_token', INVALID_VERIFICATION_MESSAGE);
          // The browser that signed up knows the password; anyone else proves the address only, so the
          // password someone gave at sign-up (perhaps not the address's owner) is replaced.
          if (password === undefined) {
            if ((await sessionUserId(trx, ownSession)) !== id) {
              throw new ApiError(400, 'password_required', PASSWORD_REQUIRED_MESSAGE, [{ path: ['body', 'password'], message: PASSWORD_REQUIRED_MESSAGE }]);
            }
          } else {
            const user = await getUser(trx, id);
            requireStrongPassword(password, [user.email, user.name], 'password');
            await setPasswordHash(trx, id, await hashPassword(password));
          }
          await endSessionsOf(trx, id);
          await revokeUserTokens(trx, id);
          return id;
        });
        await startSession(db, reply, userId, config.cookieSecure);
        return { user: userView(await getUser(db, userId)) };
      },
    });

    app.route({
      ...contract.resendVerification,
      config: limited,
      preHandler: requireUser(db),
      handler: async (request, reply) => {
        const user = await getUser(db, principalOf(request).userId);
        if (!user.emailVerifiedAt) {
          const token = await createVerificationToken(db, user.id);
          sendInBackground(accountMailer, user.email, verificationMail(user.name, token), request.log);
        }
        return reply.status(202).send({ email: user.email, verificationSent: true as const });
      },
    });
  };
