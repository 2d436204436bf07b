import { sql } from 'kysely';
import type { Db } from '@tandem/platform/db';
import { INVITATION_MAILS_PER_DAY } from '@tandem/platform/accounts/invitation-mail';
import { ApiError } from '@tandem/platform/errors';

const DAY_MS = 86_400_000;

export const INVITATION_MAILS_MESSAGE =
  `This address got ${INVITATION_MAILS_PER_DAY} invitation mails in the last 24 hours, the most it gets; try again tomorrow.`;

/**
 * Counts an invitation mail to the (normalised) address, or answers 429 once it got
 * INVITATION_MAILS_PER_DAY of them in the last 24 hours, from any workspace. Call it inside the
 * transaction that creates the invitation, so a refusal leaves nothing behind; concurrent invitations
 * of one address wait for each other.
 */
export async function takeInvitationMail(trx: Db, email: string, now = new Date()): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`invitation-mail:${email}`}))`.execute(trx);
  const since = new Date(now.getTime() - DAY_MS);
  // Mails older than a day count no more, for any address.
  await trx.deleteFrom('invitationMails').where('sentAt', '<', since).execute();
  const { count } = await trx.selectFrom('invitationMails').select((eb) => eb.fn.countAll<string>().as('count')).where('email', '=', email).executeTakeFirstOrThrow();
  if (Number(count) >= INVITATION_MAILS_PER_DAY) throw new ApiError(429, 'too_many_invitation_mails', INVITATION_MAILS_MESSAGE);
  await trx.insertInto('invitationMails').values({ email, sentAt: now }).execute();
}
