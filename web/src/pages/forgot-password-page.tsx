import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import { Link } from '../app/link';
import { pathOf } from '../app/routes';
import { useFormSubmit } from '../app/use-form-submit';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';

/** Asks for a mailed password-reset link (/app/forgot-password); the answer never says whether the address has an account. */
export const ForgotPasswordPage = memo(function ForgotPasswordPage() {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, onSubmit } = useFormSubmit(async () => {
    setSentTo(null);
    await endpoints.requestPasswordReset(email);
    setSentTo(email);
  });

  return (
    <main className="auth">
      <form className="card auth-card" onSubmit={onSubmit} aria-label={t('password.forgotTitle')}>
        <h1>{t('password.forgotTitle')}</h1>
        <p className="muted">{t('password.forgotIntro')}</p>
        <label>
          {t('auth.email')}
          <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email" />
        </label>
        <ErrorText error={error} />
        {sentTo && <p role="status">{t('password.linkSent', { email: sentTo })}</p>}
        <button type="submit" className="primary" disabled={busy}>
          {t('password.sendLink')}
        </button>
        <p className="muted">
          <Link to={pathOf({ page: 'login' })}>{t('auth.login')}</Link>
        </p>
      </form>
    </main>
  );
});
