import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireUser } from '../auth/principal.js';
import { startSession } from '../auth/session-cookies.js';
import type { ApiDeps } from '../deps.js';
import { ApiError } from '@tandem/platform/errors';
import { SignedIn, VerificationSent, VerifyBody } from '../schemas/account.js';
import { errorResponses } from '../schemas/common.js';
import { getUser, userView } from '../../repos/users.js';
import { verificationMail } from '@tandem/platform/accounts/account-mails';
import { sendInBackground } from '@tandem/platform/accounts/account-mailer';
import { createVerificationToken, useVerificationToken } from '@tandem/platform/accounts/email-verification';

/** The mailed link that confirms an address (and signs in), and a new link for a signed-in user. */
export const verificationRoutes =
  ({ db, config, accountMailer }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

    app.post(
      '/api/auth/verify',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: "Confirm the address with the mailed link's token; signs in",
          body: VerifyBody,
          response: { 200: SignedIn, ...errorResponses },
        },
      },
      async (request, reply) => {
        const userId = await useVerificationToken(db, request.body.token);
        if (!userId) throw new ApiError(400, 'invalid_token', 'This link is invalid, used or expired. Sign in and ask for a new one.');
        await startSession(db, reply, userId, config.cookieSecure);
        return { user: userView(await getUser(db, userId)) };
      },
    );

    app.post(
      '/api/auth/verification',
      {
        config: limited,
        preHandler: requireUser(db),
        schema: { tags: ['auth'], summary: 'Mail a new verification link to the signed-in user', response: { 202: VerificationSent, ...errorResponses } },
      },
      async (request, reply) => {
        const user = await getUser(db, principalOf(request).userId);
        if (!user.emailVerifiedAt) {
          const token = await createVerificationToken(db, user.id);
          sendInBackground(accountMailer, user.email, verificationMail(user.name, token), request.log);
        }
        return reply.status(202).send({ email: user.email, verificationSent: true as const });
      },
    );
  };
