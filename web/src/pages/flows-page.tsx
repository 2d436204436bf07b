import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import type { Flow } from '../api/types';
import { Link } from '../app/link';
import { pathOf } from '../app/routes';
import { NewFlowDialog } from './new-flow-dialog';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { useI18n } from '../i18n/i18n-context';
import { useAppName } from '../editor/panel/catalog-cache';
import { ErrorText } from '../ui/error-text';
import { formatDateTime } from '../ui/format';
import { dashboardRows, triggerKey } from './dashboard-model';

// The charts (recharts) load on their own, after the flows list.
const HomeOverview = lazy(() => import('./home/home-overview').then((m) => ({ default: m.HomeOverview })));

const FlowRow = memo(function FlowRow({ flow, ws, onPin }: { flow: Flow; ws: string; onPin: (flow: Flow) => void }) {
  const { t, locale } = useI18n();
  const appName = useAppName();
  return (
    <tr data-testid="flow-row">
      <td>
        <Link to={pathOf({ page: 'editor', ws, flowId: flow.flowId })}>{flow.name}</Link>
      </td>
      <td>{t(triggerKey(flow.trigger))}</td>
      <td>{flow.apps.map(appName).join(', ') || '—'}</td>
      <td>
        <span className={flow.liveVersionId ? 'badge live' : 'badge'}>{flow.liveVersionId ? t('flows.live') : t('flows.notLive')}</span>
      </td>
      <td>
        <Link to={pathOf({ page: 'runs', ws, flowId: flow.flowId })}>{flow.executionCount}</Link>{' '}
        <span className="muted">
          ({flow.successful} {t('flows.successful')}, {flow.failed} {t('flows.failed')})
        </span>
      </td>
      <td>{flow.lastExecutionAt ? formatDateTime(flow.lastExecutionAt, locale) : t('common.never')}</td>
      <td>
        <button type="button" className="link" onClick={() => onPin(flow)}>
          {flow.pinnedAt ? t('flows.unpin') : t('flows.pin')}
        </button>
      </td>
    </tr>
  );
});

/** The workspace's home page: the overview (charts, first steps), then its flows: search, pinned flows, figures per flow, new flow. */
export const FlowsPage = memo(function FlowsPage({ ws }: { ws: string }) {
  const { t } = useI18n();
  const flows = useApiQuery(queries.flows(ws));
  const [query, setQuery] = useState('');
  const [error, setError] = useState<unknown>(null);
  const rows = useMemo(() => dashboardRows(flows.data?.items ?? [], query), [flows.data, query]);
  const { reload } = flows;

  const [creating, setCreating] = useState(false);
  const togglePin = useCallback(
    (flow: Flow) => endpoints.updateFlow(ws, flow.flowId, { pinned: !flow.pinnedAt }).then(reload, setError),
    [ws, reload],
  );

  const table = (title: string, list: Flow[]) => (
    <section>
      <h2>{title}</h2>
      <table className="table">
        <thead>
          <tr>
            <th>{t('flows.name')}</th>
            <th>{t('flows.trigger')}</th>
            <th>{t('flows.apps')}</th>
            <th>{t('flows.live')}</th>
            <th>{t('flows.executions')}</th>
            <th>{t('flows.lastRun')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list.map((flow) => (
            <FlowRow key={flow.flowId} flow={flow} ws={ws} onPin={togglePin} />
          ))}
        </tbody>
      </table>
    </section>
  );

  return (
    <div className="page home">
      <h1>{t('home.title')}</h1>
      <Suspense fallback={null}>
        <HomeOverview ws={ws} />
      </Suspense>
      <div className="page-head">
        <h2>{t('flows.title')}</h2>
        <input type="search" placeholder={t('flows.search')} aria-label={t('flows.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="button" className="primary" onClick={() => setCreating(true)}>
          {t('flows.new')}
        </button>
      </div>
      {creating && <NewFlowDialog ws={ws} onCancel={() => setCreating(false)} />}
      <ErrorText error={error ?? flows.error} />
      {flows.loading && !flows.data && <p className="muted">{t('common.loading')}</p>}
      {flows.data && flows.data.items.length === 0 && <p className="muted">{t('flows.empty')}</p>}
      {rows.pinned.length > 0 && table(t('flows.pinned'), rows.pinned)}
      {rows.others.length > 0 && table(t('flows.all'), rows.others)}
    </div>
  );
});
