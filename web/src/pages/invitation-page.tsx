import { memo, useState } from 'react';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { endpoints } from '../api/endpoints';
import { pathOf } from '../app/routes';
import { useSession } from '../app/session-store';
import { navigate } from '../app/use-location';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';

/** /app/invitations/:id: the signed-in user (with the invited address) joins the workspace. */
export const InvitationPage = memo(function InvitationPage({ invitationId }: { invitationId: string }) {
  const { t } = useI18n();
  const me = useSession((s) => s.me);
  const refresh = useSession((s) => s.refresh);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const summary = useApiQuery(queries.invitationSummary(invitationId));

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const { workspace } = await endpoints.acceptInvitation(invitationId);
      await refresh();
      navigate(pathOf({ page: 'flows', ws: workspace.workspaceId }));
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <div className="auth">
      <div className="card auth-card" data-testid="invitation">
        <h1>{summary.data ? t('invitations.acceptWorkspace', { workspace: summary.data.workspaceName }) : t('invitations.acceptTitle')}</h1>
        {summary.data && <p data-testid="invitation-from">{t('invitations.invitedYou', { name: summary.data.invitedBy.name, workspace: summary.data.workspaceName })}</p>}
        {summary.data?.state === 'expired' && <p className="error">{t('invitations.expired')}</p>}
        <p>{t('invitations.acceptText', { email: me?.user.email ?? '' })}</p>
        <ErrorText error={error} />
        <button type="button" className="primary" disabled={busy} onClick={() => void accept()}>
          {t('invitations.accept')}
        </button>
        {me?.workspaces[0] && (
          <button type="button" className="link" onClick={() => navigate(pathOf({ page: 'flows', ws: me.workspaces[0]!.workspaceId }))}>
            {t('invitations.decline')}
          </button>
        )}
      </div>
    </div>
  );
});
