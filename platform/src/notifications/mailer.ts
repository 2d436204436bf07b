import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { NotificationAction } from '../db/tables/notifications.js';

export type MailedNotification = { title: string; content: string; action: NotificationAction | null };

/** Mails notifications to members; links in `action` are app paths and become absolute here. */
export type Mailer = {
  send(to: string, notification: MailedNotification): Promise<void>;
  close(): void;
};

/** No SMTP server configured: notifications stay in the app. */
export const noMailer: Mailer = { send: async () => {}, close: () => {} };

export function mailText({ content, action }: MailedNotification, appUrl: string): string {
  return action ? `${content}\n\n${action.text}: ${appUrl}${action.link}\n` : `${content}\n`;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'appUrl'>): Mailer {
  if (!config.smtpUrl) return noMailer;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(to, notification) {
      await transport.sendMail({ from: config.mailFrom, to, subject: notification.title, text: mailText(notification, config.appUrl) });
    },
    close: () => transport.close(),
  };
}
