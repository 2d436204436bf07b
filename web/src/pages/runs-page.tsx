import { memo, useState } from 'react';
import type { RunFilters } from '../api/endpoints';
import { Link } from '../app/link';
import { pathOf } from '../app/routes';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { formatDateTime, formatDuration } from '../ui/format';
import { RecoverManyRuns } from './recover-many';
import { StatusBadge } from './run-status';
import { RunsFilters } from './runs-filters';

/** While a listed run is running, the list is read again this often (and not while the tab is hidden). */
const LIST_POLL_MS = 3_000;

/** The runs of a workspace (or of one flow), newest first; a running run's row follows it to its end. */
export const RunsPage = memo(function RunsPage({ ws, flowId }: { ws: string; flowId?: string }) {
  const { t, locale } = useI18n();
  const [filters, setFilters] = useState<RunFilters>(flowId ? { flowId } : {});
  const flows = useApiQuery(queries.flows(ws));
  const runs = useApiQuery({ ...queries.runs(ws, filters), refetchInterval: ({ state }) => (state.data?.items.some((run) => run.status === 'running') ? LIST_POLL_MS : false) });
  const flowNames = new Map((flows.data?.items ?? []).map((flow) => [flow.flowId, flow.name]));
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('runs.title')}</h1>
        {filters.flowId && filters.status === 'failed' && runs.data && <RecoverManyRuns key={filters.flowId} ws={ws} flowId={filters.flowId} runs={runs.data.items} onClosed={runs.reload} />}
        <button type="button" onClick={runs.reload}>
          ↻
        </button>
      </div>
      <RunsFilters flows={flows.data?.items ?? []} value={filters} onChange={setFilters} />
      <ErrorText error={runs.error} />
      {runs.data?.items.length === 0 && <p className="muted">{t('runs.empty')}</p>}
      {runs.data && runs.data.items.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th>{t('runs.status')}</th>
              <th>{t('runs.filter.flow')}</th>
              <th>{t('flows.trigger')}</th>
              <th>{t('runs.started')}</th>
              <th>{t('runs.duration')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {runs.data.items.map((run) => (
              <tr key={run.runId} data-testid="run-row">
                <td>
                  <StatusBadge status={run.status} />
                </td>
                <td>{flowNames.get(run.flowId) ?? run.flowId}</td>
                <td>{run.triggerType}</td>
                <td>{formatDateTime(run.startedAt, locale)}</td>
                <td>{formatDuration(run.startedAt, run.closedAt)}</td>
                <td>
                  <Link to={pathOf({ page: 'run', ws, runId: run.runId })}>{run.runId}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
});
