import { memo, useState } from 'react';
import { recoveryEndpoints } from '../api/recoveries';
import type { Workspace } from '../api/types';
import { useSession } from '../app/session-store';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';

/** The workspace's switch: recover the runs a connection broke by themselves once it works again. */
export const AutoRecoverCard = memo(function AutoRecoverCard({ workspace }: { workspace: Workspace }) {
  const { t } = useI18n();
  const refresh = useSession((s) => s.refresh);
  const [on, setOn] = useState(workspace.autoRecoverRuns);
  const [error, setError] = useState<unknown>(null);
  const change = async (value: boolean) => {
    setError(null);
    setOn(value);
    try {
      await recoveryEndpoints.setAutoRecoverRuns(workspace.workspaceId, value);
      await refresh();
    } catch (e) {
      setOn(!value);
      setError(e);
    }
  };
  return (
    <div className="card narrow" data-testid="auto-recover">
      <label className="row">
        <input type="checkbox" checked={on} onChange={(e) => void change(e.target.checked)} />
        <strong>{t('settings.autoRecover')}</strong>
      </label>
      <p className="muted">{t('settings.autoRecoverHint')}</p>
      <ErrorText error={error} />
    </div>
  );
});
