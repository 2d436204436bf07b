import type { Config } from '@tandem/platform/config';
import type { Db } from '@tandem/platform/db';
import { sha256 } from '@tandem/platform/secrets';
import { SESSION_COOKIE } from './session-cookies.js';

/** The value of one cookie in a `Cookie` header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Who may use the HTTP API of the Temporal UI that `npm start` runs (its guard asks with the request's
 * `Cookie` header; the UI and the app share the `localhost` site, so the app's session cookie comes
 * along): a user signed in to Tandem, and once operators are named (`TANDEM_OPERATOR_EMAILS`) only
 * they. The UI lists every workspace's workflows, so nobody without a sign-in reads it.
 */
export function temporalUiAccess(db: Db, config: Pick<Config, 'operatorEmails'>): (cookieHeader: string | undefined) => Promise<boolean> {
  return async (cookieHeader) => {
    const token = cookieValue(cookieHeader, SESSION_COOKIE);
    if (!token) return false;
    const session = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select('users.email')
      .where('sessions.idHash', '=', sha256(token))
      .where('sessions.expiresAt', '>', new Date())
      .executeTakeFirst();
    if (!session) return false;
    return config.operatorEmails.length === 0 || config.operatorEmails.includes(session.email.toLowerCase());
  };
}
