import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { formatDateTime } from '../ui/format';

/** Invite by email (mailed, and the URL shown to pass on); every invitation with its state; copy an open one's link again, revoke it. */
export const InvitationsCard = memo(function InvitationsCard({ ws }: { ws: string }) {
  const { t, locale } = useI18n();
  const list = useApiQuery(queries.invitations(ws));
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
  const [copied, setCopied] = useState<string | null>(null);
  // The link is kept (accepting it needs the invited, confirmed address): it can be copied again.
  const copy = async (invitationId: string, url: string) => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt(t('invitations.url'), url);
    }
    setCopied(invitationId);
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
      {list.data && !list.data.items.some((i) => i.state === 'pending') && <p className="muted">{t('invitations.empty')}</p>}
      <ul className="list">
        {list.data?.items.map((invitation) => (
          <li key={invitation.invitationId} className="row" data-testid="invitation-row" data-state={invitation.state}>
            <span>{invitation.email}</span>
            <small className={invitation.state === 'accepted' ? 'badge ok' : invitation.state === 'expired' ? 'badge' : 'badge live'}>{t(`invitations.state.${invitation.state}`)}</small>
            <small className="muted">
              {invitation.state === 'accepted' && invitation.acceptedBy
                ? t('invitations.acceptedBy', { name: invitation.acceptedBy.name, at: formatDateTime(invitation.acceptedAt, locale) })
                : invitation.state === 'expired'
                  ? t('invitations.expiredAt', { at: formatDateTime(invitation.expiresAt, locale) })
                  : `${t('invitations.invitedBy', { name: invitation.invitedBy.name })} · ${formatDateTime(invitation.invitedAt, locale)}`}
            </small>
            <span className="spacer" />
            {invitation.state === 'pending' && (
              <>
                <button type="button" className="link" onClick={() => void copy(invitation.invitationId, invitation.invitationUrl)}>
                  {copied === invitation.invitationId ? t('invitations.copied') : t('invitations.copy')}
                </button>
                <button type="button" className="link" onClick={() => void revoke(invitation.invitationId)}>
                  {t('invitations.revoke')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});
