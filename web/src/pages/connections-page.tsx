import { memo, useMemo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import type { CatalogApp, Connection, TestResult } from '../api/types';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { useI18n } from '../i18n/i18n-context';
import { useCatalogApps } from '../editor/panel/catalog-cache';
import { ErrorText } from '../ui/error-text';
import { Select } from '../ui/select/select';
import { BrokenRunsOffer } from './broken-runs-offer';
import { ConnectionEditor } from './connection-editor';
import { workspaceCurrency } from './workspace-currency';

const ConnectionRow = memo(function ConnectionRow({
  ws,
  connection: c,
  app,
  editing,
  tested,
  onEdit,
  onSaved,
  onTest,
  onReconnect,
  onDelete,
  currency,
}: {
  ws: string;
  currency: string;
  connection: Connection;
  app: CatalogApp | undefined;
  editing: boolean;
  tested: TestResult | undefined;
  onEdit: (open: boolean) => void;
  onSaved: (connection: Connection) => void;
  onTest: () => void;
  onReconnect: () => void;
  onDelete: () => void;
}) {
  const { t } = useI18n();
  const failing = c.testedStatus === 'failing';
  const invalid = c.configurationStatus === 'invalid';
  return (
    <li className={failing || invalid ? 'connection broken' : 'connection'} data-testid="connection">
      <div className="row">
        <strong>{c.name}</strong>
        <span className="muted">{app?.name ?? c.app}</span>
        <span className={`badge tested-${c.testedStatus}`} data-testid="tested-status">
          {t(`connections.tested.${c.testedStatus}`)}
        </span>
        {c.configurationStatus !== 'valid' && <span className="badge">{t(`connections.config.${c.configurationStatus}`)}</span>}
        <span className="spacer" />
        <button type="button" onClick={onTest}>
          {t('connections.test')}
        </button>
        <button type="button" onClick={() => onEdit(!editing)}>
          {t('connections.edit')}
        </button>
        {app?.authentication === 'oauth2' && (
          <button type="button" onClick={onReconnect}>
            {t('connections.reconnect')}
          </button>
        )}
        <button type="button" onClick={onDelete}>
          {t('common.delete')}
        </button>
      </div>
      {tested && (
        <p data-testid="test-result" className={tested.testedStatus === 'failing' ? 'error' : 'muted'}>
          {t('connections.testResult')}: {t(`connections.tested.${tested.testedStatus}`)}
          {tested.failureReason ? ` — ${tested.failureReason}` : ''}
        </p>
      )}
      {failing && (
        <p className="error">
          {c.failureReason && <span>{c.failureReason} </span>}
          {t('connections.fix.failing')}
        </p>
      )}
      <BrokenRunsOffer ws={ws} connection={c} />
      {invalid && !editing && (
        <p className="error">
          {c.configIssues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')} {t('connections.fix.invalid')}
        </p>
      )}
      {editing && app && <ConnectionEditor key={c.id} ws={ws} app={app} connection={c} currency={currency} onSaved={onSaved} onCancel={() => onEdit(false)} />}
    </li>
  );
});

/**
 * The workspace's connections: status with why a connection fails and what to do; test with its result;
 * edit and rename (forms generated from each app's credentials and config schema); reconnect; delete.
 */
export const ConnectionsPage = memo(function ConnectionsPage({ ws }: { ws: string }) {
  const { t } = useI18n();
  const notice = new URLSearchParams(window.location.search);
  const connections = useApiQuery(queries.connections(ws));
  const apps = useCatalogApps();
  const byId = useMemo(() => new Map((apps ?? []).map((a) => [a.id, a])), [apps]);
  const [error, setError] = useState<unknown>(null);
  const [appId, setAppId] = useState<string | null>(null);
  // Back from an oauth2 sign-in: the new connection's config form opens (the configure step).
  const [editing, setEditing] = useState<string | null>(notice.get('connected'));
  const [tests, setTests] = useState<Record<string, TestResult>>({});
  const app = appId ? byId.get(appId) : undefined;
  const currency = useMemo(() => workspaceCurrency(connections.data?.items ?? []), [connections.data]);
  const act = (work: () => Promise<unknown>) => work().then(connections.reload, setError);

  const reconnect = (c: Connection) =>
    act(async () => {
      const { authorizationUrl } = await endpoints.startOAuth2(ws, c.app, { connectionId: c.id });
      window.location.assign(authorizationUrl);
    });
  const test = (c: Connection) =>
    act(async () => {
      const result = await endpoints.testConnection(ws, c.id);
      setTests((all) => ({ ...all, [c.id]: result }));
    });
  const saved = (c: Connection) => {
    setAppId(null);
    setEditing(c.configurationStatus === 'invalid' ? c.id : null);
    // The saved connection shows at once (its status with it); the reload then brings the whole list.
    connections.update((list) => ({ ...list, items: list.items.some((x) => x.id === c.id) ? list.items.map((x) => (x.id === c.id ? c : x)) : [...list.items, c] }));
    connections.reload();
  };
  const configureAfterConnect = (c: Connection) => {
    const target = byId.get(c.app);
    return target?.configurable === true && target.skipConfigureAfterConnect !== true;
  };

  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('connections.title')}</h1>
      </div>
      {notice.get('connected') && <p className="badge ok">{t('connections.connected')}</p>}
      {notice.get('oauth2Error') && (
        <p className="error">
          {t('connections.oauth2Error')}: {notice.get('oauth2Error')}
        </p>
      )}
      <ErrorText error={error ?? connections.error} />
      {connections.data?.items.length === 0 && <p className="muted">{t('connections.empty')}</p>}
      <ul className="list">
        {connections.data?.items.map((c) => (
          <ConnectionRow
            key={c.id}
            ws={ws}
            currency={currency}
            connection={c}
            app={byId.get(c.app)}
            editing={editing === c.id && (c.id !== notice.get('connected') || configureAfterConnect(c))}
            tested={tests[c.id]}
            onEdit={(open) => setEditing(open ? c.id : null)}
            onSaved={saved}
            onTest={() => void test(c)}
            onReconnect={() => void reconnect(c)}
            onDelete={() => void act(() => endpoints.deleteConnection(ws, c.id))}
          />
        ))}
      </ul>
      <div className="card narrow">
        <h2>{t('connections.new')}</h2>
        <div className="field">
          <span>{t('panel.app')}</span>
          <Select label={t('panel.app')} testId="select-connection-app" value={appId} options={(apps ?? []).map((a) => ({ value: a.id, label: a.name }))} onChange={setAppId} />
        </div>
        {app && <ConnectionEditor key={app.id} ws={ws} app={app} currency={currency} onSaved={saved} />}
      </div>
    </div>
  );
});
