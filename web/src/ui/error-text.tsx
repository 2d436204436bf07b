import { memo } from 'react';
import { ApiError } from '../api/api-error';
import { useI18n } from '../i18n/i18n-context';
import type { MessageKey } from '../i18n/en';

/** API error codes whose message the app shows in the user's language. */
const translated: Partial<Record<string, MessageKey>> = {
  weak_password: 'auth.weakPassword',
  signup_refused: 'auth.signupRefused',
  email_not_verified: 'error.emailNotVerified',
  invalid_token: 'verify.failed',
  invalid_reset_token: 'password.resetFailed',
  wrong_password: 'password.wrongCurrent',
  invitation_email_not_verified: 'invitations.confirmFirst',
};

/** Shows an API error: its message and, for 400s, each issue. */
export const ErrorText = memo(function ErrorText({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (!error) return null;
  if (error instanceof ApiError) {
    return (
      <div className="error" role="alert">
        {error.status >= 500 || error.status === 0 ? t('error.generic') : translated[error.code] ? t(translated[error.code]!) : error.message}
        {error.issues.length > 0 && !translated[error.code] && (
          <ul>
            {error.issues.map((issue, i) => (
              <li key={i}>
                {issue.path.join('.')}: {issue.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <div className="error" role="alert">
      {t('error.generic')}
    </div>
  );
});
