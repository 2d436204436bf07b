import { memo, useEffect, useRef, useState } from 'react';
import { endpoints } from '../api/endpoints';
import { Link } from '../app/link';
import { nextPath, pathOf } from '../app/routes';
import { useSession } from '../app/session-store';
import { navigate, useLocation } from '../app/use-location';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';

/** The link of the verification mail (/app/verify?token=&next=): confirms the address, signs in, goes on. */
export const VerifyPage = memo(function VerifyPage() {
  const { t } = useI18n();
  const { search } = useLocation();
  const refresh = useSession((s) => s.refresh);
  const [error, setError] = useState<unknown>(null);
  const sent = useRef(false);

  useEffect(() => {
    // A token works once: never send it twice (React's strict mode runs effects twice).
    if (sent.current) return;
    sent.current = true;
    const token = new URLSearchParams(search).get('token') ?? '';
    const next = nextPath(search);
    void endpoints
      .verifyEmail(token)
      .then(async () => {
        await refresh();
        navigate(next ?? pathOf({ page: 'home' }), { replace: true });
      })
      .catch(setError);
  }, [search, refresh]);

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
