import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { createMailer, type MailedNotification, type Mailer } from '../notifications/mailer.js';
import { framedMail } from './framed-mail.js';

/**
 * Where account mails (verification links, sign-up notices, password resets, invitations) go: the
 * SMTP server of `SMTP_URL`, or, without one (`npm start` on a laptop), the server console as a framed
 * block, so the local user can open the link.
 */
export function createAccountMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'appUrl'>): Mailer {
  if (config.smtpUrl) return createMailer(config);
  return {
    send: async (to, mail) => {
      process.stdout.write(`${framedMail(to, mail, config.appUrl)}\n`);
    },
    close: () => {},
  };
}

/** Sends without waiting: the answer (and its timing) never depends on the mail server. */
export function sendInBackground(mailer: Mailer, to: string, mail: MailedNotification, log: FastifyBaseLogger): void {
  mailer.send(to, mail).catch((error: unknown) => log.warn({ err: error }, 'account mail failed'));
}
