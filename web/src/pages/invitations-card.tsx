import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import { useAsync } from '../app/use-async';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { formatDateTime } from '../ui/format';

/** Invite by email (the invitation URL is shown to pass on), the open invitations, revoke. */
export const InvitationsCard = memo(function InvitationsCard({ ws }: { ws: string }) {
  const { t, locale } = useI18n();
  const list = useAsync(() => endpoints.listInvitations(ws), [ws]);
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<{ email: string; invitationUrl: string } | null>(null);
  const [error, setError] = useState<unknown>(null);

  const invite = async () => {
    setError(null);
    try {
      const answer = await endpoints.invite(ws, email);
      setCreated({ email, invitationUrl: answer.invitationUrl });
      setEmail('');
      list.reload();
    } catch (e) {
      setError(e);
    }
  };
  const revoke = async (invitationId: string) => {
    setError(null);
    try {
      await endpoints.revokeInvitation(ws, invitationId);
      list.reload();
    } catch (e) {
      setError(e);
    }
  };

  return (
    <div className="card narrow" data-testid="invitations">
      <h2>{t('invitations.title')}</h2>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          void invite();
        }}
      >
        <input type="email" required aria-label={t('invitations.email')} placeholder={t('invitations.email')} value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit" className="primary">
          {t('invitations.invite')}
        </button>
      </form>
      <ErrorText error={error ?? list.error} />
      {created && (
        <p data-testid="invitation-url">
          {t('invitations.created', { email: created.email })} <input readOnly aria-label={t('invitations.url')} value={created.invitationUrl} onFocus={(e) => e.target.select()} />
        </p>
      )}
      {list.data && list.data.items.length === 0 && <p className="muted">{t('invitations.empty')}</p>}
      <ul className="list">
        {list.data?.items.map((invitation) => (
          <li key={invitation.invitationId} className="row" data-testid="invitation-row">
            <span>{invitation.email}</span>
            <small className="muted">
              {t('invitations.invitedBy', { name: invitation.invitedBy.name })} · {formatDateTime(invitation.invitedAt, locale)}
            </small>
            <span className="spacer" />
            <button type="button" className="link" onClick={() => void revoke(invitation.invitationId)}>
              {t('invitations.revoke')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
