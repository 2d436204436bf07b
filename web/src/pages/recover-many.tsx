import { memo, useState } from 'react';
import { queries } from '../api/queries';
import { recoveryEndpoints, recoveryQueries, type RecoveryBatch } from '../api/recoveries';
import type { RunSummary } from '../api/types';
import { useApiQuery } from '../api/use-api-query';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { formatDateTime } from '../ui/format';

/** How often the progress view reads the batch while it runs. */
const POLL_MS = 2_000;
const DEFAULT_RUNS_PER_MINUTE = 60;
const MAX_RUNS_PER_MINUTE = 600;

/** The steps the listed failed runs failed at, most frequent first. */
export function failedStepsOf(runs: readonly RunSummary[]): string[] {
  const counts = new Map<string, number>();
  for (const run of runs) if (run.status === 'failed' && run.error?.step) counts.set(run.error.step, (counts.get(run.error.step) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([step]) => step);
}

/** Where a batch is: pending, running (started, not finished), completed, failed (or refused). */
export function batchCounts(batch: RecoveryBatch): { total: number; pending: number; running: number; done: number; failed: number } {
  const { total, pending, started, completed, failed, refused } = batch.progress;
  return { total, pending, running: Math.max(0, started - completed - failed), done: completed, failed: failed + refused };
}

/** Every run is started and every started run has ended: nothing more to read. */
export const isSettled = (batch: RecoveryBatch) => batch.status === 'done' && batchCounts(batch).running === 0;

/** The progress of a started batch, read again every few seconds until it is done; Pause and Resume. */
const RecoveryProgress = memo(function RecoveryProgress({ ws, initial, onClose }: { ws: string; initial: RecoveryBatch; onClose: () => void }) {
  const { t } = useI18n();
  const [error, setError] = useState<unknown>(null);
  const read = useApiQuery(recoveryQueries.batch(ws, initial.batchId, POLL_MS, isSettled));
  const batch = read.data ?? initial;
  const counts = batchCounts(batch);
  const settled = isSettled(batch);
  const act = (call: typeof recoveryEndpoints.pause) => call(ws, batch.batchId).then((answer) => read.update(() => answer), setError);
  return (
    <div data-testid="recovery-progress" data-status={batch.status} data-settled={settled}>
      <p>
        <span className={`badge recovery-${batch.status}`} data-testid="recovery-status">
          {t(`recoverMany.status.${batch.status}`)}
        </span>
      </p>
      <progress max={counts.total} value={counts.done + counts.failed} />
      <dl className="recovery-counts">
        {(['done', 'running', 'pending', 'failed'] as const).map((key) => (
          <div key={key} data-testid={`recovery-${key}`}>
            <dt>{t(`recoverMany.count.${key}`)}</dt>
            <dd>{t('recoverMany.ofTotal', { count: counts[key], total: counts.total })}</dd>
          </div>
        ))}
      </dl>
      <div className="row">
        {batch.status === 'running' && (
          <button type="button" onClick={() => void act(recoveryEndpoints.pause)}>
            {t('recoverMany.pause')}
          </button>
        )}
        {batch.status === 'paused' && (
          <button type="button" className="primary" onClick={() => void act(recoveryEndpoints.resume)}>
            {t('recoverMany.resume')}
          </button>
        )}
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <ErrorText error={error ?? read.error} />
    </div>
  );
});

/**
 * "Recover failed runs": the failed runs of one flow at one step, on their own version or a newer one.
 * The dialog shows the preview before anything starts (how many runs, which steps are sent again and
 * which of those change data), refuses a version the recorded outputs do not fit, then shows progress.
 */
export const RecoverManyRuns = memo(function RecoverManyRuns({ ws, flowId, runs, onClosed }: { ws: string; flowId: string; runs: readonly RunSummary[]; onClosed: () => void }) {
  const { t } = useI18n();
  const steps = failedStepsOf(runs);
  const [open, setOpen] = useState(false);
  if (steps.length === 0) return null;
  return (
    <>
      <button type="button" className="primary" onClick={() => setOpen(true)}>
        {t('recoverMany.open')}
      </button>
      {open && (
        <RecoverManyDialog
          ws={ws}
          flowId={flowId}
          steps={steps}
          onClose={() => {
            setOpen(false);
            onClosed();
          }}
        />
      )}
    </>
  );
});

const RecoverManyDialog = memo(function RecoverManyDialog({ ws, flowId, steps, onClose }: { ws: string; flowId: string; steps: string[]; onClose: () => void }) {
  const { t, locale } = useI18n();
  const [failedStep, setFailedStep] = useState(steps[0] ?? '');
  const [versionId, setVersionId] = useState('');
  const [rate, setRate] = useState(String(DEFAULT_RUNS_PER_MINUTE));
  const [batch, setBatch] = useState<RecoveryBatch | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const versions = useApiQuery(queries.versions(ws, flowId));
  const selection = { flowId, failedStep, ...(versionId ? { versionId } : {}) };
  const preview = useApiQuery(recoveryQueries.preview(ws, selection));
  const runsPerMinute = Number(rate);
  const rateOk = Number.isInteger(runsPerMinute) && runsPerMinute >= 1 && runsPerMinute <= MAX_RUNS_PER_MINUTE;
  const ready = preview.data !== undefined && !preview.loading && preview.data.fits && preview.data.runIds.length > 0;
  const writes = preview.data?.stepsSentAgain.filter((step) => step.writes) ?? [];
  const title = t('recoverMany.title');

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setBatch(await recoveryEndpoints.start(ws, { ...selection, runsPerMinute }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="modal-backdrop">
      <div className="card dialog recover-many" role="dialog" aria-label={title}>
        <h3>{title}</h3>
        {batch ? (
          <RecoveryProgress ws={ws} initial={batch} onClose={onClose} />
        ) : (
          <form
            className="recover-many-form"
            onSubmit={(e) => {
              e.preventDefault();
              void start();
            }}
          >
            <label className="field">
              <span>{t('recoverMany.failedStep')}</span>
              <select value={failedStep} onChange={(e) => setFailedStep(e.target.value)} data-testid="recover-many-step">
                {steps.map((step) => (
                  <option key={step} value={step}>
                    {step}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('runs.recoverVersion')}</span>
              <select value={versionId} onChange={(e) => setVersionId(e.target.value)} data-testid="recover-many-version">
                <option value="">{t('recoverMany.ownVersion')}</option>
                {(versions.data?.items ?? [])
                  .filter((version) => version.valid)
                  .map((version) => (
                    <option key={version.versionId} value={version.versionId}>
                      {version.name ?? formatDateTime(version.createdAt, locale)}
                    </option>
                  ))}
              </select>
            </label>
            <div data-testid="recover-many-preview" aria-busy={preview.loading}>
              <ErrorText error={preview.error} />
              {preview.data && (
                <>
                  <p data-testid="recover-many-count">
                    <strong>{t('recoverMany.runs', { count: preview.data.runIds.length })}</strong>{' '}
                    <span className="muted">{t('recoverMany.checked', { count: preview.data.checkedRunIds.length })}</span>
                  </p>
                  {preview.data.mismatch && (
                    <p className="error" role="alert" data-testid="recover-many-mismatch">
                      {t('recoverMany.mismatch', { step: preview.data.mismatch.step, run: preview.data.mismatch.runId, message: preview.data.mismatch.message })}
                    </p>
                  )}
                  <h4>{t('recoverMany.sentAgain')}</h4>
                  {preview.data.stepsSentAgain.length === 0 ? (
                    <p className="muted">{t('recoverMany.noneSentAgain')}</p>
                  ) : (
                    <table className="table">
                      <tbody>
                        {preview.data.stepsSentAgain.map((step) => (
                          <tr key={step.step} data-testid="recover-many-step-row">
                            <td>
                              <strong>{step.step}</strong>
                            </td>
                            <td className="muted">
                              {step.app} · {step.action}
                            </td>
                            <td>{t('recoverMany.inRuns', { count: step.runs })}</td>
                            <td>{step.writes && <span className="badge warn">{t(step.notIdempotent ? 'recoverMany.notIdempotent' : 'recoverMany.writes')}</span>}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                  {writes.length > 0 && (
                    <p className="warning-box" role="note" data-testid="recover-many-writes">
                      {t('recoverMany.writesWarning', { steps: writes.map((step) => step.step).join(', ') })}
                    </p>
                  )}
                </>
              )}
            </div>
            <label className="field">
              <span>{t('recoverMany.rate')}</span>
              <span className="with-unit">
                <input type="number" min={1} max={MAX_RUNS_PER_MINUTE} step={1} required value={rate} onChange={(e) => setRate(e.target.value)} data-testid="recover-many-rate" />
                <span className="muted">{t('recoverMany.perMinute')}</span>
              </span>
            </label>
            <ErrorText error={error} />
            <div className="row">
              <button type="submit" className="primary" disabled={!ready || !rateOk || busy}>
                {t('recoverMany.start')}
              </button>
              <button type="button" onClick={onClose}>
                {t('common.cancel')}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
});
