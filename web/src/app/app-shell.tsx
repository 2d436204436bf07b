import { memo, type ReactNode } from 'react';
import { endpoints } from '../api/endpoints';
import { useI18n } from '../i18n/i18n-context';
import { LOCALES } from '../i18n/translate';
import { NotificationsBell } from '../pages/notifications-bell';
import { ConfirmAddressNotice } from './confirm-address-notice';
import { Link } from './link';
import { pathOf } from './routes';
import { useSession } from './session-store';
import { navigate, useLocation } from './use-location';

/** Reloads the current path with `?locale=` set (language switcher). */
function switchLocale(pathname: string, search: string, locale: string) {
  const params = new URLSearchParams(search);
  params.set('locale', locale);
  window.location.assign(`${pathname}?${params.toString()}`);
}

/** The header of every signed-in page: workspace switcher, navigation, bell, language, logout. */
export const AppShell = memo(function AppShell({ ws, children }: { ws: string; children: ReactNode }) {
  const { t, locale } = useI18n();
  const me = useSession((s) => s.me);
  const { refresh, clear } = useSession.getState();
  const { pathname, search } = useLocation();

  const onWorkspace = async (value: string) => {
    if (value !== '__new') return navigate(pathOf({ page: 'flows', ws: value }));
    const name = window.prompt(t('workspace.newName'));
    if (!name) return;
    const created = await endpoints.createWorkspace(name);
    await refresh();
    navigate(pathOf({ page: 'flows', ws: created.workspaceId }));
  };
  const logout = async () => {
    await endpoints.logOut().catch(() => undefined);
    clear();
    navigate(pathOf({ page: 'login' }));
  };

  return (
    <div className="shell">
      <header className="topbar">
        <Link to={pathOf({ page: 'flows', ws })} className="brand">
          {t('app.name')}
        </Link>
        <label className="ws-switch">
          <span className="sr-only">{t('workspace.switch')}</span>
          <select aria-label={t('workspace.switch')} value={ws} onChange={(e) => void onWorkspace(e.target.value)}>
            {me?.workspaces.map((w) => (
              <option key={w.workspaceId} value={w.workspaceId}>
                {w.name}
              </option>
            ))}
            <option value="__new">+ {t('workspace.new')}</option>
          </select>
        </label>
        <nav>
          <Link to={pathOf({ page: 'flows', ws })}>{t('nav.flows')}</Link>
          <Link to={pathOf({ page: 'runs', ws })}>{t('nav.runs')}</Link>
          <Link to={pathOf({ page: 'approvals', ws })}>{t('nav.approvals')}</Link>
          <Link to={pathOf({ page: 'library', ws })}>{t('nav.library')}</Link>
          <Link to={pathOf({ page: 'connections', ws })}>{t('nav.connections')}</Link>
          <Link to={pathOf({ page: 'settings', ws })}>{t('nav.settings')}</Link>
          <Link to={pathOf({ page: 'plan', ws })}>{t('nav.plan')}</Link>
        </nav>
        <span className="topbar-end">
          <NotificationsBell ws={ws} />
          <span className="locale-switch">
            {LOCALES.map((l) => (
              <button key={l} type="button" className={l === locale ? 'link active' : 'link'} onClick={() => switchLocale(pathname, search, l)}>
                {l.toUpperCase()}
              </button>
            ))}
          </span>
          <span className="muted">{me?.user.name}</span>
          <button type="button" className="link" onClick={() => void logout()}>
            {t('auth.logout')}
          </button>
        </span>
      </header>
      <ConfirmAddressNotice ws={ws} />
      <div className="shell-body">{children}</div>
    </div>
  );
});
