import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import { useSession } from '../app/session-store';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';

/** Until the address is confirmed: says so (no flow can go live) and sends a new link on request. */
export const EmailVerificationCard = memo(function EmailVerificationCard() {
  const { t } = useI18n();
  const user = useSession((s) => s.me?.user);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  if (!user || user.emailVerified) return null;
  return (
    <div className="card narrow" data-testid="email-verification">
      <p>{t('verify.unverified')}</p>
      <button
        type="button"
        onClick={() => {
          setError(null);
          endpoints.resendVerification().then((answer) => setSentTo(answer.email), setError);
        }}
      >
        {t('verify.resend')}
      </button>
      {sentTo && <p role="status">{t('verify.resent', { email: sentTo })}</p>}
      <ErrorText error={error} />
    </div>
  );
});
