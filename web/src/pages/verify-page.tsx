import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { endpoints } from '../api/endpoints';
import { Link } from '../app/link';
import { nextPath, pathOf } from '../app/routes';
import { useSession } from '../app/session-store';
import { navigate, useLocation } from '../app/use-location';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { NewPasswordForm } from './new-password-form';

/**
 * The link of the verification mail (/app/verify?token=&next=): confirms the address, signs in, goes on.
 * Opened in another browser than the one that signed up, it asks for the password first (the API
 * answers `password_required`): the address's owner replaces whatever password the account was created with.
 */
export const VerifyPage = memo(function VerifyPage() {
  const { t } = useI18n();
  const { search } = useLocation();
  const refresh = useSession((s) => s.refresh);
  const [error, setError] = useState<unknown>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  /** `confirmed`: this link confirmed the address; `already`: a used link, opened by a user whose address is confirmed. */
  const [done, setDone] = useState<'confirmed' | 'already' | null>(null);
  const sent = useRef(false);
  const token = new URLSearchParams(search).get('token') ?? '';
  const onward = nextPath(search) ?? pathOf({ page: 'home' });

  const confirm = useCallback(
    async (password?: string) => {
      await endpoints.verifyEmail(token, password);
      await refresh();
      setNeedsPassword(false);
      setDone('confirmed');
    },
    [token, refresh],
  );

  useEffect(() => {
    // A token works once: never send it twice (React's strict mode runs effects twice).
    if (sent.current) return;
    sent.current = true;
    confirm().catch(async (e: unknown) => {
      if (e instanceof ApiError && e.code === 'password_required') return setNeedsPassword(true);
      // A used link opened again by its signed-in owner: the address is confirmed, nothing to do.
      await refresh().catch(() => undefined);
      if (e instanceof ApiError && e.code === 'invalid_token' && useSession.getState().me?.user.emailVerified) setDone('already');
      else setError(e);
    });
  }, [confirm, refresh]);

  useEffect(() => {
    if (!done) return;
    // The success page shows, then the app opens (the button goes at once).
    const timer = setTimeout(() => navigate(onward, { replace: true }), 4000);
    return () => clearTimeout(timer);
  }, [done, onward]);

  if (done) {
    return (
      <main className="auth">
        <div className="card auth-card" data-testid="verify-done">
          <h1>{done === 'confirmed' ? t('verify.doneTitle') : t('verify.alreadyTitle')}</h1>
          <p>{done === 'confirmed' ? t('verify.doneText') : t('verify.alreadyText')}</p>
          <button type="button" className="primary" onClick={() => navigate(onward, { replace: true })}>
            {t('verify.continue')}
          </button>
        </div>
      </main>
    );
  }

  if (needsPassword) {
    return (
      <main className="auth">
        <NewPasswordForm title={t('auth.checkMailTitle')} intro={t('verify.choosePassword')} action={t('verify.confirm')} onSubmit={confirm} />
      </main>
    );
  }
  return (
    <main className="auth">
      <div className="card auth-card">
        <h1>{t('auth.checkMailTitle')}</h1>
        {error ? (
          <>
            <ErrorText error={error} />
            <Link to={pathOf({ page: 'login' })}>{t('auth.login')}</Link>
          </>
        ) : (
          <p className="muted">{t('verify.busy')}</p>
        )}
      </div>
    </main>
  );
});
