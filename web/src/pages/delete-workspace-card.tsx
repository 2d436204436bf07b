import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import type { Workspace } from '../api/types';
import { useSession } from '../app/session-store';
import { navigate } from '../app/use-location';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';

/** The owner deletes the workspace: its triggers stop, running runs are cancelled, connection secrets destroyed. */
export const DeleteWorkspaceCard = memo(function DeleteWorkspaceCard({ workspace }: { workspace: Workspace }) {
  const { t } = useI18n();
  const refresh = useSession((s) => s.refresh);
  const [error, setError] = useState<unknown>(null);

  const remove = async () => {
    if (!window.confirm(t('settings.deleteConfirm', { name: workspace.name }))) return;
    setError(null);
    try {
      await endpoints.deleteWorkspace(workspace.workspaceId);
      await refresh();
      navigate('/');
    } catch (e) {
      setError(e);
    }
  };

  return (
    <div className="card narrow" data-testid="delete-workspace">
      <h2>{t('settings.deleteTitle')}</h2>
      <p className="muted">{t('settings.deleteText')}</p>
      <button type="button" className="danger" onClick={() => void remove()}>
        {t('settings.deleteWorkspace')}
      </button>
      <ErrorText error={error} />
    </div>
  );
});
