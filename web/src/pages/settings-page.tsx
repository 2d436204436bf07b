import { memo, useState, type ReactNode } from 'react';
import { endpoints } from '../api/endpoints';
import type { Billing, Member } from '../api/types';
import { useSession } from '../app/session-store';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { navigate } from '../app/use-location';
import { Link } from '../app/link';
import { pathOf } from '../app/routes';
import { useI18n } from '../i18n/i18n-context';
import { LOCALES } from '../i18n/translate';
import { ErrorText } from '../ui/error-text';
import { formatDateTime, formatUsage } from '../ui/format';
import { BillingUserField } from './billing-user-field';
import { ChangePasswordCard } from './change-password-card';
import { DeleteWorkspaceCard } from './delete-workspace-card';
import { EmailVerificationCard } from './email-verification-card';
import { InvitationsCard } from './invitations-card';
import { LimitsCard } from './limits-card';
import { AutoRecoverCard } from './auto-recover-card';
import { TokensCard } from './tokens-card';

/** The members; the owner may remove others, a member may leave. */
const Members = memo(function Members({ members, me, isOwner, onRemove }: { members: Member[]; me: string; isOwner: boolean; onRemove: (userId: string) => void }) {
  const { t, locale } = useI18n();
  return (
    <div className="card narrow" data-testid="members">
      <h2>{t('settings.members')}</h2>
      <ul className="list">
        {members.map((m) => (
          <li key={m.userId} className="row" data-testid="member-row">
            <strong>{m.name}</strong>
            <span className="muted">{m.email}</span>
            {m.isCreator && <small className="badge">{t('settings.owner')}</small>}
            {m.isBillingUser && <small className="badge">{t('settings.billingUser')}</small>}
            <span className="spacer" />
            <small className="muted">{formatDateTime(m.createdAt, locale)}</small>
            {!m.isCreator && (isOwner || m.userId === me) && (
              <button type="button" className="link" onClick={() => onRemove(m.userId)}>
                {m.userId === me ? t('settings.leave') : t('settings.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});

const BillingCard = memo(function BillingCard({ ws, billing, children }: { ws: string; billing: Billing; children?: ReactNode }) {
  const { t, locale } = useI18n();
  return (
    <div className="card narrow" data-testid="billing">
      <h2>{t('settings.billing')}</h2>
      <p>
        {t('settings.plan')}: <strong>{t(`plan.${billing.plan}`)}</strong> · {formatDateTime(billing.periodStart, locale)} – {formatDateTime(billing.periodEnd, locale)}
      </p>
      <p>
        {t('settings.credits', { used: billing.usedCredits.toLocaleString(locale), included: billing.includedCredits.toLocaleString(locale) })}
        {billing.creditLimit !== null && ` · ${t('settings.creditLimit', { limit: billing.creditLimit.toLocaleString(locale) })}`}
      </p>
      <meter min={0} max={billing.creditLimit ?? billing.includedCredits} value={billing.usedCredits} />
      <p>
        <Link to={pathOf({ page: 'plan', ws })}>{t('settings.planLink')}</Link>
      </p>
      {children}
      {billing.usageByApp.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th>{t('settings.app')}</th>
              <th>{t('settings.creditsUsed')}</th>
              <th>{t('settings.units')}</th>
            </tr>
          </thead>
          <tbody>
            {billing.usageByApp.map((u) => (
              <tr key={u.app}>
                <td>{u.app}</td>
                <td>{u.credits.toLocaleString(locale)}</td>
                <td>{formatUsage(u.units, u.unit, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
});

/**
 * Workspace name, members, invitations and limits (the owner's), billing and usage, API tokens, and
 * the language of the app. What the user's duties do not allow is hidden or disabled.
 */
export const SettingsPage = memo(function SettingsPage({ ws }: { ws: string }) {
  const { t, locale } = useI18n();
  const workspace = useSession((s) => s.me?.workspaces.find((w) => w.workspaceId === ws));
  const me = useSession((s) => s.me?.user.userId ?? '');
  const refresh = useSession((s) => s.refresh);
  const members = useApiQuery(queries.members(ws));
  const billing = useApiQuery(queries.billing(ws));
  const [name, setName] = useState(workspace?.name ?? '');
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const save = async () => {
    setError(null);
    try {
      await endpoints.renameWorkspace(ws, name);
      await refresh();
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  };
  const removeMember = async (userId: string) => {
    setError(null);
    try {
      await endpoints.removeMember(ws, userId);
      if (userId === me) {
        await refresh();
        navigate('/');
      } else members.reload();
    } catch (e) {
      setError(e);
    }
  };
  const isOwner = workspace?.duties.includes('owner') ?? false;
  const setLocale = (value: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set('locale', value);
    window.location.assign(url.toString());
  };

  return (
    <div className="page settings-page">
      <h1>{t('settings.title')}</h1>
      <div className="settings-grid">
      <EmailVerificationCard />
      <form
        className="card narrow"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className="field">
          <span>{t('settings.workspaceName')}</span>
          <input value={name} onChange={(e) => (setName(e.target.value), setSaved(false))} required />
        </label>
        <ErrorText error={error} />
        <button type="submit" className="primary">
          {t('common.save')}
        </button>
        {saved && <span className="muted"> {t('settings.saved')}</span>}
      </form>
      <ErrorText error={members.error ?? billing.error} />
      {members.data && <Members members={members.data.items} me={me} isOwner={isOwner} onRemove={(userId) => void removeMember(userId)} />}
      {isOwner && <InvitationsCard ws={ws} />}
      {workspace && <LimitsCard key={`limits-${workspace.workspaceId}`} workspace={workspace} />}
      {workspace && <AutoRecoverCard key={`auto-recover-${workspace.workspaceId}`} workspace={workspace} />}
      {billing.data && (
        <BillingCard ws={ws} billing={billing.data}>{workspace && members.data && <BillingUserField workspace={workspace} members={members.data.items} />}</BillingCard>
      )}
      <TokensCard ws={ws} />
      <ChangePasswordCard />
      {workspace && isOwner && <DeleteWorkspaceCard workspace={workspace} />}
      <div className="card narrow">
        <label className="field">
          <span>{t('settings.language')}</span>
          <select value={locale} onChange={(e) => setLocale(e.target.value)}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
      </div>
      </div>
    </div>
  );
});
