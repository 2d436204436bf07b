import type { MailedNotification, Mailer } from '@tandem/platform/notifications/mailer';

export type OutboxMail = MailedNotification & { to: string };

/** Every account mail the test apps of this process sent (give `outboxMailer` to `buildApp`). */
export const outbox: OutboxMail[] = [];

export const outboxMailer: Mailer = {
  send: async (to, mail) => {
    outbox.push({ to, ...mail });
  },
  close: () => {},
};

/** The newest mail to the address that matches (caught already or still to come). */
export async function waitForMail(to: string, match: (mail: OutboxMail) => boolean = () => true, timeoutMs = 5_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = outbox.findLast((m) => m.to === to.toLowerCase() && match(m));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} after ${timeoutMs} ms (was the app built with outboxMailer?)`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The app path of the verification link mailed to the address (`/verify?token=...`). */
export async function verificationLinkFor(email: string): Promise<string> {
  const mail = await waitForMail(email, (m) => m.action?.link.startsWith('/verify?') ?? false);
  return mail.action!.link;
}
