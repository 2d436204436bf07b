import type { MailedNotification } from '../notifications/mailer.js';

/** App paths only (`/x`, not `//host`), so a link never leads elsewhere. */
export const isAppPath = (path: string | undefined): path is string => typeof path === 'string' && /^\/(?!\/)/.test(path);

const withNext = (link: string, next: string | undefined) => (isAppPath(next) ? `${link}${link.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}` : link);

/** The mail with the link that confirms a new account's address. */
export function verificationMail(name: string, token: string, next?: string): MailedNotification {
  return {
    title: 'Confirm your email address for Tandem',
    content: `Hello ${name},\n\nplease confirm your email address to finish signing up. The link is valid for 48 hours. Opened in another browser than the one you signed up in, it asks you to choose your password again, and confirming signs out every other device.\nIf you did not sign up for Tandem, ignore this mail.`,
    action: { text: 'Confirm your email address', link: withNext(`/verify?token=${token}`, next) },
  };
}

/** A sign-up with an address that has an account already: its owner learns about it (the sign-up answer does not say). */
export function existingAccountMail(name: string, next?: string): MailedNotification {
  return {
    title: 'Someone tried to sign up for Tandem with your address',
    content: `Hello ${name},\n\nsomeone tried to create a Tandem account with this email address, which has an account already.\nIf it was you, sign in instead. If it was not you, you can ignore this mail; nothing was changed.`,
    action: { text: 'Sign in', link: withNext('/login', next) },
  };
}

/** The mail with the link that sets a new password (asked for on the sign-in page). */
export function passwordResetMail(name: string, token: string, minutes: number): MailedNotification {
  return {
    title: 'Set a new password for Tandem',
    content: `Hello ${name},\n\nsomeone (we hope you) asked to set a new password for your Tandem account. The link works once, for ${minutes} minutes; setting a password signs out every device.\nIf you did not ask for it, ignore this mail; your password stays as it is.`,
    action: { text: 'Set a new password', link: `/reset-password?token=${token}` },
  };
}
