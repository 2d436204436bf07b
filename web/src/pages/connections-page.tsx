import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import { useAsync } from '../app/use-async';
import { useI18n } from '../i18n/i18n-context';
import { loadApps, useCatalogList } from '../editor/panel/catalog-cache';
import { ErrorText } from '../ui/error-text';
import { Select } from '../ui/select/select';

/** The workspace's connections: list, test, delete, and a simple new-connection form. */
export const ConnectionsPage = memo(function ConnectionsPage({ ws }: { ws: string }) {
  const { t } = useI18n();
  const connections = useAsync(() => endpoints.listConnections(ws), [ws]);
  const apps = useCatalogList(loadApps, 'apps');
  const [error, setError] = useState<unknown>(null);
  const [app, setApp] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [auth, setAuth] = useState('{}');
  const act = (work: () => Promise<unknown>) => work().then(connections.reload, setError);

  const create = () =>
    act(async () => {
      if (!app) return;
      await endpoints.createConnection(ws, { app, name, auth: JSON.parse(auth) as unknown, config: {} });
      setName('');
      setAuth('{}');
    });

  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('connections.title')}</h1>
      </div>
      <ErrorText error={error ?? connections.error} />
      {connections.data?.items.length === 0 && <p className="muted">{t('connections.empty')}</p>}
      <ul className="list">
        {connections.data?.items.map((c) => (
          <li key={c.id} className="row">
            <strong>{c.name}</strong>
            <span className="muted">{c.app}</span>
            <span className={`badge tested-${c.testedStatus}`}>{t(`connections.tested.${c.testedStatus}`)}</span>
            {c.failureReason && <span className="error">{c.failureReason}</span>}
            <span className="spacer" />
            <button type="button" onClick={() => void act(() => endpoints.testConnection(ws, c.id))}>
              {t('connections.test')}
            </button>
            <button type="button" onClick={() => void act(() => endpoints.deleteConnection(ws, c.id))}>
              {t('common.delete')}
            </button>
          </li>
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
          <Select label={t('panel.app')} value={app} options={(apps ?? []).map((a) => ({ value: a.id, label: a.name }))} onChange={setApp} />
        </div>
        <label className="field">
          <span>{t('flows.name')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} required />
        </label>
        <label className="field">
          <span>auth (JSON)</span>
          <textarea className="mono" rows={4} value={auth} onChange={(e) => setAuth(e.target.value)} />
        </label>
        <button type="submit" className="primary" disabled={!app}>
          {t('common.save')}
        </button>
      </form>
    </div>
  );
});
