import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { from: string; to: string[]; subject: string; text: string; raw: string };

const hexBytes = (value: string) => Buffer.from(value.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`), as nodemailer writes headers with quotes or non-ASCII. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : hexBytes(text.replace(/_/g, ' ')),
  );
}

/** The body of a single-part text mail, quoted-printable decoded when it says so. */
function bodyOf(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  return /^Content-Transfer-Encoding: quoted-printable/im.test(head) ? hexBytes(body.replace(/=\r?\n/g, '')) : body;
}

export type SmtpCatcher = {
  /** `smtp://127.0.0.1:<port>` for `SMTP_URL`. */
  url: string;
  mails: CaughtMail[];
  /** Resolves with the first mail (already caught or still to come) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
};

/** A local SMTP server that keeps every mail it receives (plain SMTP, no auth, no TLS). */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeHeader(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? ''),
          text: bodyOf(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find(match);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no matching mail after ${timeoutMs} ms; caught: ${mails.map((m) => m.subject).join(', ')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
