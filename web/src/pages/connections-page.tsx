import { memo, useMemo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import type { CatalogApp, Connection } from '../api/types';
import { useAsync } from '../app/use-async';
import { useI18n } from '../i18n/i18n-context';
import type { MessageKey } from '../i18n/en';
import { loadApps, useCatalogList } from '../editor/panel/catalog-cache';
import { ErrorText } from '../ui/error-text';
import { Select } from '../ui/select/select';
import { AUTH_FIELDS, authBody } from './auth-fields';

const ConnectionRow = memo(function ConnectionRow({ connection: c, app, onTest, onReconnect, onDelete }: {
  connection: Connection;
  app: CatalogApp | undefined;
  onTest: () => void;
  onReconnect: () => void;
  onDelete: () => void;
}) {
  const { t } = useI18n();
  const broken = c.testedStatus === 'failing' || c.configurationStatus === 'invalid';
  return (
    <li className={broken ? 'row broken' : 'row'} data-testid="connection">
      <strong>{c.name}</strong>
      <span className="muted">{app?.name ?? c.app}</span>
      <span className={`badge tested-${c.testedStatus}`}>{t(`connections.tested.${c.testedStatus}`)}</span>
      {c.configurationStatus !== 'valid' && <span className="badge">{t(`connections.config.${c.configurationStatus}`)}</span>}
      {c.failureReason && <span className="error">{c.failureReason}</span>}
      {c.configIssues.map((issue, i) => (
        <span key={i} className="error">
          {issue.path.join('.')}: {issue.message}
        </span>
      ))}
      <span className="spacer" />
      <button type="button" onClick={onTest}>
        {t('connections.test')}
      </button>
      {app?.authentication === 'oauth2' && broken && (
        <button type="button" onClick={onReconnect}>
          {t('connections.reconnect')}
        </button>
      )}
      <button type="button" onClick={onDelete}>
        {t('common.delete')}
      </button>
    </li>
  );
});

/** The workspace's connections: status, test, reconnect, delete; a new one for each auth kind. */
export const ConnectionsPage = memo(function ConnectionsPage({ ws }: { ws: string }) {
  const { t } = useI18n();
  const connections = useAsync(() => endpoints.listConnections(ws), [ws]);
  const apps = useCatalogList(loadApps, 'apps');
  const byId = useMemo(() => new Map((apps ?? []).map((a) => [a.id, a])), [apps]);
  const [error, setError] = useState<unknown>(null);
  const [appId, setAppId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const [config, setConfig] = useState('{}');
  const app = appId ? byId.get(appId) : undefined;
  const notice = new URLSearchParams(window.location.search);
  const act = (work: () => Promise<unknown>) => work().then(connections.reload, setError);

  const toProvider = (target: CatalogApp, connectionName?: string) =>
    act(async () => {
      const { authorizationUrl } = await endpoints.startOAuth2(ws, target.id, { name: connectionName });
      window.location.assign(authorizationUrl);
    });
  const reconnect = (c: Connection) =>
    act(async () => {
      const { authorizationUrl } = await endpoints.startOAuth2(ws, c.app, { connectionId: c.id });
      window.location.assign(authorizationUrl);
    });
  const create = () =>
    act(async () => {
      if (!app) return;
      if (app.authentication === 'oauth2') return toProvider(app, name || undefined);
      const body = { app: app.id, name: name || app.name, auth: authBody(app.authentication, secrets), ...(app.configurable ? { config: JSON.parse(config) as unknown } : {}) };
      await endpoints.createConnection(ws, body);
      setName('');
      setSecrets({});
      setConfig('{}');
    });

  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('connections.title')}</h1>
      </div>
      {notice.get('connected') && <p className="badge ok">{t('connections.connected')}</p>}
      {notice.get('oauth2Error') && <p className="error">{t('connections.oauth2Error')}: {notice.get('oauth2Error')}</p>}
      <ErrorText error={error ?? connections.error} />
      {connections.data?.items.length === 0 && <p className="muted">{t('connections.empty')}</p>}
      <ul className="list">
        {connections.data?.items.map((c) => (
          <ConnectionRow
            key={c.id}
            connection={c}
            app={byId.get(c.app)}
            onTest={() => void act(() => endpoints.testConnection(ws, c.id))}
            onReconnect={() => void reconnect(c)}
            onDelete={() => void act(() => endpoints.deleteConnection(ws, c.id))}
          />
        ))}
      </ul>
      <form
        className="card narrow"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <h2>{t('connections.new')}</h2>
        <div className="field">
          <span>{t('panel.app')}</span>
          <Select label={t('panel.app')} testId="select-connection-app" value={appId} options={(apps ?? []).map((a) => ({ value: a.id, label: a.name }))} onChange={setAppId} />
        </div>
        {app?.tutorial.connect && <p className="muted">{app.tutorial.connect}</p>}
        <label className="field">
          <span>{t('connections.name')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} placeholder={app?.name} />
        </label>
        {app && app.authentication !== 'oauth2' &&
          AUTH_FIELDS[app.authentication].map((field) => (
            <label className="field" key={field}>
              <span>{t(`connections.auth.${field}` as MessageKey)}</span>
              <input type="password" autoComplete="off" value={secrets[field] ?? ''} onChange={(e) => setSecrets({ ...secrets, [field]: e.target.value })} required />
            </label>
          ))}
        {app?.configurable && (
          <label className="field">
            <span>{t('connections.config')}</span>
            <textarea className="mono" rows={4} value={config} onChange={(e) => setConfig(e.target.value)} />
          </label>
        )}
        <button type="submit" className="primary" disabled={!app}>
          {app?.authentication === 'oauth2' ? t('connections.connectWith', { app: app.name }) : t('common.save')}
        </button>
      </form>
    </div>
  );
});
