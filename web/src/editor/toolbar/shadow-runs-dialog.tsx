import { memo, useState } from 'react';
import { endpoints } from '../../api/endpoints';
import type { ShadowReport, ShadowRunResult } from '../../api/types';
import type { Definition } from '../../flow/types';
import { useI18n } from '../../i18n/i18n-context';
import { DialogForm } from '../../ui/dialog-form';
import { ErrorText } from '../../ui/error-text';

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One run the draft treats differently: its new failure, branches, filters, writes and calls it would make. */
const ChangedRun = memo(function ChangedRun({ run }: { run: ShadowRunResult }) {
  const { t } = useI18n();
  return (
    <li data-testid="shadow-run">
      <span className="mono">{run.runId}</span> <span className="muted">{run.startedAt.slice(0, 16).replace('T', ' ')}</span>
      <ul>
        {run.newFailure && run.error && <li className="error">{t('shadow.newFailure', { step: run.error.step ?? '', message: run.error.message })}</li>}
        {run.fixedFailure && <li>{t('shadow.fixedFailure')}</li>}
        {run.branches.map((b) => (
          <li key={`b${b.path}`}>{t('shadow.branch', { path: b.path, before: b.before, after: b.after })}</li>
        ))}
        {run.filters.map((f) => (
          <li key={`f${f.path}`}>{t('shadow.filter', { path: f.path, added: String(f.addedCount), removed: String(f.removedCount) })}</li>
        ))}
        {run.writes.map((w) => (
          <li key={`w${w.path}`} data-testid="shadow-write">
            {t(`shadow.write.${w.change}`, { path: w.path, target: w.target ?? '' })}
            {w.fields.length > 0 && ': ' + w.fields.map((f) => `${f.field} ${shown(f.before)} → ${shown(f.after)}`).join(', ')}
          </li>
        ))}
        {run.wouldCall.map((c) => (
          <li key={`c${c.path}`} className="muted">
            {t(`shadow.wouldCall.${c.reason}`, { path: c.path, app: c.app })}
          </li>
        ))}
      </ul>
    </li>
  );
});

/** The totals and the field changes of writes, then the runs that differ. */
const Report = memo(function Report({ report }: { report: ShadowReport }) {
  const { t } = useI18n();
  const s = report.summary;
  const changed = report.runs.filter((run) => run.changed);
  return (
    <div className="shadow-report" data-testid="shadow-report">
      <p>{t('shadow.summary', { runs: String(s.runs), changed: String(s.runsChanged) })}</p>
      <ul>
        <li>{t('shadow.totals', { branches: String(s.branchesChanged), filters: String(s.filtersChanged), failures: String(s.newFailures) })}</li>
        <li>{t('shadow.writes', { changed: String(s.writesChanged), added: String(s.writesAdded), removed: String(s.writesRemoved) })}</li>
        {s.fieldChanges.map((c) => (
          <li key={c.text}>{c.text}</li>
        ))}
        {s.wouldCall.map((c) => (
          <li key={`${c.step}${c.reason}`} className="muted">
            {t(`shadow.wouldCall.${c.reason}`, { path: c.step, app: '' })} ({t('shadow.inRuns', { runs: String(c.runs) })})
          </li>
        ))}
      </ul>
      {report.typeIssues.length > 0 && (
        <ul className="issues">
          {report.typeIssues.map((issue, i) => (
            <li key={i}>
              <span className="mono">{issue.pointer}</span> {issue.message}
            </li>
          ))}
        </ul>
      )}
      {report.stopped && <p className="error">{report.stopped}</p>}
      {changed.length > 0 && <ul className="shadow-runs">{changed.map((run) => <ChangedRun key={run.runId} run={run} />)}</ul>}
    </div>
  );
});

/** "Try on past runs": the draft in the editor over the live version's last runs; nothing is sent to any app. */
export function ShadowRunsDialog({ ws, flowId, definition, onClose }: { ws: string; flowId: string; definition: Definition; onClose: () => void }) {
  const { t } = useI18n();
  const [last, setLast] = useState(20);
  const [failedOnly, setFailedOnly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [report, setReport] = useState<ShadowReport | null>(null);
  const tryIt = async () => {
    setBusy(true);
    setError(null);
    try {
      setReport(await endpoints.shadowRuns(ws, flowId, { definition, runs: { last, failedOnly } }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogForm title={t('shadow.title')} submitLabel={busy ? t('shadow.running') : t('shadow.run')} submitDisabled={busy} onSubmit={() => void tryIt()} onCancel={onClose}>
      <p className="muted">{t('shadow.explain')}</p>
      <label>
        {t('shadow.last')}
        <input type="number" min={1} max={200} value={last} onChange={(e) => setLast(Math.min(200, Math.max(1, Number(e.target.value) || 1)))} />
      </label>
      <label className="row">
        <input type="checkbox" checked={failedOnly} onChange={(e) => setFailedOnly(e.target.checked)} /> {t('shadow.failedOnly')}
      </label>
      <ErrorText error={error} />
      {report && <Report report={report} />}
    </DialogForm>
  );
}
