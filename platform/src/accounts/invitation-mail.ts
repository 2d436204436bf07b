import type { MailedNotification } from '../notifications/mailer.js';

/** How many invitation mails one address gets in 24 hours, from all workspaces together (docs/limits.md). */
export { INVITATION_MAILS_PER_DAY } from './account-mail-limits.js';

/** How much of the workspace's name the subject shows. */
export const SUBJECT_NAME_CHARS = 40;

/**
 * User text made safe for one line of a mail: control and format characters (line breaks, bidi
 * overrides, zero-width characters) removed, quotes made plain, runs of spaces folded, and cut to
 * `max` characters with an ellipsis.
 */
export function oneLine(text: string, max: number): string {
  const plain = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/["“”„«»]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(plain);
  return chars.length <= max ? plain : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/**
 * The mail of an invitation. Its subject holds no user text but the workspace's name (cut); who
 * invited appears only in the body, as plain text.
 */
export function invitationMail(workspaceName: string, invitedBy: { name: string; email: string }, invitationId: string): MailedNotification {
  const workspace = oneLine(workspaceName, SUBJECT_NAME_CHARS);
  return {
    title: `Invitation to the workspace "${workspace}" on Tandem`,
    content: `${oneLine(invitedBy.name, 120)} (${invitedBy.email}) invited you to the workspace "${oneLine(workspaceName, 120)}" on Tandem.\nIf you do not know them, ignore this mail.`,
    action: { text: 'Accept the invitation', link: `/invitations/${invitationId}` },
  };
}
