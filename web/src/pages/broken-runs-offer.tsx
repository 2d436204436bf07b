import { memo, useState } from 'react';
import { asOf } from '../api/queries';
import { recoveryEndpoints, recoveryQueries } from '../api/recoveries';
import type { Connection } from '../api/types';
import { useApiQuery } from '../api/use-api-query';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';

/**
 * On a connection's card: "N runs failed because of this connection — recover them". One call starts a
 * recovery per flow; read again when the connection's tested status changes (fixed, or broken again).
 */
export const BrokenRunsOffer = memo(function BrokenRunsOffer({ ws, connection }: { ws: string; connection: Connection }) {
  const { t } = useI18n();
  const broken = useApiQuery(asOf(recoveryQueries.brokenRuns(ws, connection.id), connection.testedStatus));
  const [started, setStarted] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const recover = async () => {
    setBusy(true);
    setError(null);
    try {
      const { items } = await recoveryEndpoints.recoverBrokenRuns(ws, connection.id);
      setStarted(items.reduce((sum, batch) => sum + batch.progress.total, 0));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const count = broken.data?.items.length ?? 0;
  if (count === 0 && started === null && !error) return null;
  return (
    <div className="row broken-runs" data-testid="broken-runs">
      {count > 0 && (
        <>
          <span>{t('connections.brokenRuns', { count })}</span>
          <button type="button" className="primary" disabled={busy} onClick={() => void recover()}>
            {t('connections.recoverBroken')}
          </button>
        </>
      )}
      {started !== null && <span className="badge ok">{t('connections.recoveringBroken', { count: started })}</span>}
      <ErrorText error={error} />
    </div>
  );
});
