import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import type { RunState } from '../api/types';
import { navigate } from '../app/use-location';
import { pathOf } from '../app/routes';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { formatDateTime } from '../ui/format';

/**
 * "Run again from the failed step": a new run of the failed run's version, or of a newer valid one
 * (the API refuses one whose steps before the failed step differ, and says which), that takes over
 * the outputs of the steps that succeeded.
 */
export const RecoverRun = memo(function RecoverRun({ ws, run }: { ws: string; run: RunState }) {
  const { t, locale } = useI18n();
  const versions = useApiQuery(queries.versions(ws, run.flowId));
  const [versionId, setVersionId] = useState(run.versionId);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const choices = (versions.data?.items ?? []).filter((version) => version.valid && version.versionId >= run.versionId);
  const recover = async () => {
    setBusy(true);
    setError(null);
    try {
      const started = await endpoints.recoverRun(ws, run.runId, versionId === run.versionId ? undefined : versionId);
      navigate(pathOf({ page: 'run', ws, runId: started.runId }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="card recover-run" id="recover">
      <p className="muted">{t('runs.recoverHint')}</p>
      <div className="row">
        <label>
          {t('runs.recoverVersion')}{' '}
          <select value={versionId} onChange={(e) => setVersionId(e.target.value)} data-testid="recover-version">
            {choices.length === 0 && <option value={run.versionId}>{t('runs.thisVersion')}</option>}
            {choices.map((version) => (
              <option key={version.versionId} value={version.versionId}>
                {version.versionId === run.versionId ? t('runs.thisVersion') : (version.name ?? formatDateTime(version.createdAt, locale))}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="primary" disabled={busy} onClick={() => void recover()}>
          {t('runs.recover')}
        </button>
      </div>
      <ErrorText error={error} />
    </div>
  );
});
