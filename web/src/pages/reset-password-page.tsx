import { memo, useCallback } from 'react';
import { endpoints } from '../api/endpoints';
import { pathOf } from '../app/routes';
import { useSession } from '../app/session-store';
import { navigate, useLocation } from '../app/use-location';
import { useI18n } from '../i18n/i18n-context';
import { NewPasswordForm } from './new-password-form';

/** The link of the reset mail (/app/reset-password?token=): sets the new password, signs in (every other device is signed out). */
export const ResetPasswordPage = memo(function ResetPasswordPage() {
  const { t } = useI18n();
  const { search } = useLocation();
  const refresh = useSession((s) => s.refresh);
  const submit = useCallback(
    async (password: string) => {
      await endpoints.resetPassword(new URLSearchParams(search).get('token') ?? '', password);
      await refresh();
      navigate(pathOf({ page: 'home' }), { replace: true });
    },
    [search, refresh],
  );
  return (
    <main className="auth">
      <NewPasswordForm title={t('password.resetTitle')} intro={t('password.resetHint')} action={t('password.setNew')} onSubmit={submit} />
    </main>
  );
});
