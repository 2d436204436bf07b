/** Limits of the account mails, in a module of plain values so that the API's route declarations can name them. */

/** How long a password-reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** How many invitation mails one address gets in 24 hours, from any workspace. */
export const INVITATION_MAILS_PER_DAY = 3;
