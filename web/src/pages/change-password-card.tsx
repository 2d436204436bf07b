import { memo, useState } from 'react';
import { useFormSubmit } from '../app/use-form-submit';
import { endpoints } from '../api/endpoints';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';

/** Settings: the signed-in user changes their password with the current one; their other devices are signed out. */
export const ChangePasswordCard = memo(function ChangePasswordCard() {
  const { t } = useI18n();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, onSubmit } = useFormSubmit(async () => {
    setDone(false);
    await endpoints.changePassword({ currentPassword, newPassword });
    setCurrent('');
    setNew('');
    setDone(true);
  });

  return (
    <form className="card narrow" data-testid="change-password" onSubmit={onSubmit} aria-label={t('password.change')}>
      <h2>{t('password.changeTitle')}</h2>
      <label className="field">
        <span>{t('password.current')}</span>
        <input type="password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} required autoComplete="current-password" />
      </label>
      <label className="field">
        <span>{t('password.new')}</span>
        <input type="password" value={newPassword} onChange={(e) => setNew(e.target.value)} required minLength={8} autoComplete="new-password" />
      </label>
      <button type="submit" className="primary" disabled={busy}>
        {t('password.change')}
      </button>
      {done && <p role="status">{t('password.changed')}</p>}
      <ErrorText error={error} />
    </form>
  );
});
