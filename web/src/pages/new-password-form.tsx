import { memo, useState, type ReactNode } from 'react';
import { useFormSubmit } from '../app/use-form-submit';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';

/** A card asking for a new password (the reset link, the confirmation link opened elsewhere); `onSubmit` sends it. */
export const NewPasswordForm = memo(function NewPasswordForm({
  title,
  intro,
  action,
  onSubmit,
}: {
  title: string;
  intro: ReactNode;
  action: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const { busy, error, onSubmit: submit } = useFormSubmit(() => onSubmit(password));

  return (
    <form className="card auth-card" onSubmit={submit} aria-label={title}>
      <h1>{title}</h1>
      <p className="muted">{intro}</p>
      <label>
        {t('password.new')}
        <input name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} required minLength={8} autoComplete="new-password" />
      </label>
      <ErrorText error={error} />
      <button type="submit" className="primary" disabled={busy}>
        {action}
      </button>
    </form>
  );
});
