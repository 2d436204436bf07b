import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import { useSession } from '../app/session-store';
import { useI18n } from '../i18n/i18n-context';
import { LOCALES } from '../i18n/translate';
import { ErrorText } from '../ui/error-text';

/** Workspace name and the language of the app. */
export const SettingsPage = memo(function SettingsPage({ ws }: { ws: string }) {
  const { t, locale } = useI18n();
  const workspace = useSession((s) => s.me?.workspaces.find((w) => w.workspaceId === ws));
  const refresh = useSession((s) => s.refresh);
  const [name, setName] = useState(workspace?.name ?? '');
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const save = async () => {
    setError(null);
    try {
      await endpoints.renameWorkspace(ws, name);
      await refresh();
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  };
  const setLocale = (value: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set('locale', value);
    window.location.assign(url.toString());
  };

  return (
    <div className="page">
      <h1>{t('settings.title')}</h1>
      <form
        className="card narrow"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className="field">
          <span>{t('settings.workspaceName')}</span>
          <input value={name} onChange={(e) => (setName(e.target.value), setSaved(false))} required />
        </label>
        <ErrorText error={error} />
        <button type="submit" className="primary">
          {t('common.save')}
        </button>
        {saved && <span className="muted"> {t('settings.saved')}</span>}
      </form>
      <div className="card narrow">
        <label className="field">
          <span>{t('settings.language')}</span>
          <select value={locale} onChange={(e) => setLocale(e.target.value)}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
});
