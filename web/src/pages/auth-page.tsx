import { memo, useState, type FormEvent } from 'react';
import { endpoints } from '../api/endpoints';
import { Link } from '../app/link';
import { nextPath, pathOf, withNext } from '../app/routes';
import { navigate, useLocation } from '../app/use-location';
import { useSession } from '../app/session-store';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';

/** The sign-up page (/app/sign-up) and the login page (/app/login). */
export const AuthPage = memo(function AuthPage({ mode }: { mode: 'login' | 'signUp' }) {
  const { t } = useI18n();
  const refresh = useSession((s) => s.refresh);
  // An invitation link opened signed out comes back here with ?next=.
  const next = nextPath(useLocation().search);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // A sign-up signs in at once; the mailed link (which leads back to `next`) confirms the address later.
      if (mode === 'signUp') await endpoints.signUp({ email, password, name, ...(next ? { next } : {}) });
      else await endpoints.logIn({ email, password });
      await refresh();
      navigate(next ?? pathOf({ page: 'home' }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="auth">
      <form className="card auth-card" onSubmit={submit} aria-label={t(mode === 'login' ? 'auth.loginTitle' : 'auth.signUpTitle')}>
        <h1>{t(mode === 'login' ? 'auth.loginTitle' : 'auth.signUpTitle')}</h1>
        {mode === 'signUp' && (
          <label>
            {t('auth.name')}
            <input name="name" value={name} onChange={(e) => setName(e.target.value)} required autoComplete="name" />
          </label>
        )}
        <label>
          {t('auth.email')}
          <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email" />
        </label>
        <label>
          {t('auth.password')}
          <input
            name="password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            minLength={mode === 'signUp' ? 8 : undefined}
            autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
          />
        </label>
        <ErrorText error={error} />
        <button type="submit" className="primary" disabled={busy}>
          {t(mode === 'login' ? 'auth.login' : 'auth.signUp')}
        </button>
        {mode === 'login' && (
          <p className="muted">
            <Link to={pathOf({ page: 'forgotPassword' })}>{t('auth.forgotPassword')}</Link>
          </p>
        )}
        <p className="muted">
          {mode === 'login' ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
          <Link to={withNext(pathOf({ page: mode === 'login' ? 'signUp' : 'login' }), next)}>{t(mode === 'login' ? 'auth.signUp' : 'auth.login')}</Link>
        </p>
      </form>
    </main>
  );
});
