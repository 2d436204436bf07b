import { mailText, type MailedNotification } from '../notifications/mailer.js';

/**
 * An account mail as a framed block for the terminal (`npm start` without `SMTP_URL`): who it is for,
 * its subject and its text with the link on a line of its own, so the local user finds and opens it
 * among the other lines. No right border: a long link stays one piece to copy.
 */
export function framedMail(to: string, mail: MailedNotification, appUrl: string): string {
  const title = `─ Mail to ${to} (not sent: no SMTP_URL is set) `;
  const body = [`Subject: ${mail.title}`, '', ...mailText(mail, appUrl).trimEnd().split('\n')];
  const width = Math.max(60, title.length + 2);
  return ['', `╭${title}${'─'.repeat(width - title.length)}`, ...body.map((line) => (line ? `│ ${line}` : '│')), `╰${'─'.repeat(width)}`, ''].join('\n');
}
