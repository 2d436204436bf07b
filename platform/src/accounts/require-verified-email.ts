import type { Db } from '../db/index.js';
import { ApiError } from '../errors.js';

export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Confirm your email address before setting a flow live: open the link we mailed you, or ask for a new one in Settings. Manual runs work meanwhile.';

/** 403 until the user followed the mailed verification link (setting a flow live needs a proven address). */
export async function requireVerifiedEmail(db: Db, userId: string): Promise<void> {
  const user = await db.selectFrom('users').select('emailVerifiedAt').where('id', '=', userId).executeTakeFirst();
  if (!user?.emailVerifiedAt) throw new ApiError(403, 'email_not_verified', EMAIL_NOT_VERIFIED_MESSAGE);
}
