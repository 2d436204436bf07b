import { memo, useEffect, useState } from 'react';
import { ApiError } from '../api/api-error';
import { endpoints } from '../api/endpoints';
import type { RunStep } from '../api/types';
import { Link } from '../app/link';
import { pathOf } from '../app/routes';
import { useApiQuery } from '../api/use-api-query';
import { asOf, queries } from '../api/queries';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { formatDateTime, formatDuration } from '../ui/format';
import { JsonView } from '../ui/json-view';
import { RunCanvas } from './run-canvas';
import { StatusBadge } from './run-status';
import { shownErrorType, shownRunStatus } from './run-step-status';
import { RecoverRun } from './recover-run';
import { RunApprovals } from './approvals/run-approvals';

const POLL_MS = 1500;

const megabytes = (chars: number) => `${(chars / (1024 * 1024)).toFixed(1)} MB`;

/** The input (actions and I/O utilities) and output of a step, read when its row is opened (pages of steps leave both out). */
function StepInputOutput({ ws, runId, step }: { ws: string; runId: string; step: RunStep }) {
  const { t } = useI18n();
  const full = useApiQuery(asOf(queries.stepOutput(ws, runId, step.path), step.status));
  return (
    <>
      {full.data?.input !== undefined && (
        <>
          <h4>{t('runs.input')}</h4>
          <JsonView value={full.data.input} />
        </>
      )}
      {full.data?.truncated?.input && <p className="muted">{t('runs.tooLarge', { size: megabytes(full.data.truncated.input.chars) })}</p>}
      <h4>{t('runs.output')}</h4>
      <ErrorText error={full.error} />
      {full.data?.truncated?.output ? (
        <p className="muted" data-testid="output-too-large">
          {t('runs.tooLarge', { size: megabytes(full.data.truncated.output.chars) })}
        </p>
      ) : full.data ? (
        <JsonView value={full.data.output ?? null} />
      ) : (
        <p className="muted">{t('runs.loading')}</p>
      )}
    </>
  );
}

const StepRow = memo(function StepRow({ ws, runId, step }: { ws: string; runId: string; step: RunStep }) {
  const { t } = useI18n();
  // The failed step opens by itself, also when it fails while the page is open: its error, attempts
  // and output are what the reader came for. Once the reader opens or closes it, their choice stays.
  const [chosen, setChosen] = useState<boolean | undefined>(undefined);
  const open = chosen ?? step.status === 'failed';
  return (
    <li className="run-step" data-testid="run-step">
      <button type="button" className="run-step-head" onClick={() => setChosen(!open)} aria-expanded={open}>
        <StatusBadge status={step.status} />
        <span className="mono">{step.path}</span>
        <span className="muted">{step.type}</span>
        {step.recovered && <span className="badge" title={t('runs.recoveredStepHint')}>{t('runs.recoveredStep')}</span>}
        <span className="spacer" />
        <span className="muted">
          {t('runs.attempts')}: {step.attempts} · {formatDuration(step.startedAt, step.finishedAt)}
        </span>
      </button>
      {open && (
        <div className="run-step-body">
          {step.error && (
            <p className="error" data-testid="step-error">
              {t('runs.error')}: {step.error.message} {shownErrorType(step.error.type) && <span className="muted">({shownErrorType(step.error.type)})</span>}
            </p>
          )}
          <StepInputOutput ws={ws} runId={runId} step={step} />
        </div>
      )}
    </li>
  );
});

/** One run: status, each step's status, attempts, duration, input and output; polls while running. */
export const RunPage = memo(function RunPage({ ws, runId }: { ws: string; runId: string }) {
  const { t, locale } = useI18n();
  // Polled while running. No worker answered in time (503), another server error or a lost connection:
  // tried again like a running run. A closed run is not polled, nor one the API refused (not found, no access).
  const run = useApiQuery({
    ...queries.run(ws, runId),
    refetchInterval: ({ state }) =>
      state.data?.status === 'running' || (!state.data && state.error && !(state.error instanceof ApiError && state.error.status < 500)) ? POLL_MS : false,
  });
  const [error, setError] = useState<unknown>(null);
  const { reload } = run;
  const running = run.data?.status === 'running';
  const [more, setMore] = useState<{ steps: RunStep[]; cursor: string | null } | null>(null);

  const cursor = more ? more.cursor : (run.data?.nextCursor ?? null);
  const showMore = () => {
    if (!cursor) return;
    endpoints.runSteps(ws, runId, cursor).then((page) => setMore((m) => ({ steps: [...(m?.steps ?? []), ...page.items], cursor: page.nextCursor })), setError);
  };

  const cancel = () => endpoints.cancelRun(ws, runId).then(reload, setError);
  const data = run.data;
  const flowId = data?.flowId;
  // The run is titled with its flow's name (read once per flow, not on every poll).
  const flow = useApiQuery({ ...queries.flow(ws, flowId ?? ''), enabled: flowId !== undefined });
  const flowName = flow.data?.name;
  useEffect(() => {
    if (flowName) document.title = `${flowName} · ${t('runs.run')}`;
  }, [flowName, t]);
  const status = data ? shownRunStatus(data) : undefined;
  return (
    <div className="page">
      <div className="page-head">
        <h1 data-testid="run-title">
          {flowName ?? t('runs.run')} <span className="mono muted">{runId}</span>
        </h1>
        {status && (
          <span data-testid="run-status">
            <StatusBadge status={status} />
          </span>
        )}
        <span className="spacer" />
        {data && <Link to={pathOf({ page: 'editor', ws, flowId: data.flowId })}>{t('nav.flows')}</Link>}
        {data?.temporalUrl && (
          <a href={data.temporalUrl} target="_blank" rel="noreferrer">
            {t('runs.temporal')}
          </a>
        )}
        {running && status === 'running' && (
          <button type="button" onClick={() => void cancel()}>
            {t('runs.cancel')}
          </button>
        )}
      </div>
      <ErrorText error={error ?? run.error} />
      {!data && !run.error && (
        <p className="muted" data-testid="run-loading" aria-busy="true">
          {t('runs.loading')}
        </p>
      )}
      {data && (
        <>
          <p className="muted">
            {t('runs.started')}: {formatDateTime(data.startedAt, locale)} · {t('runs.duration')}: {formatDuration(data.startedAt, data.closedAt)} ·{' '}
            {t('flows.trigger')}: {data.trigger.type}
          </p>
          {data.recoveredFrom && (
            <p data-testid="recovered-from">
              {t('runs.recoveredFrom')} <Link to={pathOf({ page: 'run', ws, runId: data.recoveredFrom })}>{data.recoveredFrom}</Link>
            </p>
          )}
          {data.parentRunId && (
            <p data-testid="parent-run">
              {t('runs.parentRun')} <Link to={pathOf({ page: 'run', ws, runId: data.parentRunId })}>{data.parentRunId}</Link>
            </p>
          )}
          {data.children.length > 0 && (
            <div data-testid="child-runs">
              <h3>{t('runs.children')}</h3>
              <ul>
                {data.children.map((child) => (
                  <li key={child.runId}>
                    <Link to={pathOf({ page: 'run', ws, runId: child.runId })}>{child.runId}</Link> <StatusBadge status={child.status} />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {data.recoveredBy.length > 0 && (
            <p data-testid="recovered-by">
              {t('runs.recoveredBy')}{' '}
              {data.recoveredBy.map((id) => (
                <Link key={id} to={pathOf({ page: 'run', ws, runId: id })}>
                  {id}{' '}
                </Link>
              ))}
            </p>
          )}
          {data.error && (
            <p className="error">
              {data.error.step && <span className="mono">{data.error.step}: </span>}
              {data.error.message}
            </p>
          )}
          {data.status === 'failed' && data.error?.step && <RecoverRun ws={ws} run={data} />}
          <RunCanvas ws={ws} run={data} />
          <RunApprovals ws={ws} runId={runId} status={data.status} />
          <h2>{t('runs.steps')}</h2>
          <ul className="run-steps">
            {[...data.steps, ...(more?.steps ?? [])].map((step) => (
              <StepRow key={step.path} ws={ws} runId={runId} step={step} />
            ))}
          </ul>
          {cursor && (
            <p className="muted">
              {t('runs.shown', { shown: data.steps.length + (more?.steps.length ?? 0), count: data.stepCount })}{' '}
              <button type="button" onClick={showMore}>
                {t('runs.more')}
              </button>
            </p>
          )}
        </>
      )}
    </div>
  );
});
