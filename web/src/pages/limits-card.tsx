import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import type { Workspace } from '../api/types';
import { useSession } from '../app/session-store';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { formatMinutes } from '../ui/format';

/** The credit limit and the maximum run time: the owner changes them, other members only see them. */
export const LimitsCard = memo(function LimitsCard({ workspace }: { workspace: Workspace }) {
  const { t, locale } = useI18n();
  const refresh = useSession((s) => s.refresh);
  const isOwner = workspace.duties.includes('owner');
  const [creditLimit, setCreditLimit] = useState(workspace.creditLimit === null ? '' : String(workspace.creditLimit));
  const [maxRuntime, setMaxRuntime] = useState(String(workspace.maxFlowRuntimeMinutes));
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const save = async () => {
    setError(null);
    try {
      await endpoints.setLimits(workspace.workspaceId, { creditLimit: creditLimit.trim() === '' ? null : Number(creditLimit), maxFlowRuntimeMinutes: Number(maxRuntime) });
      await refresh();
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <form
      className="card narrow"
      data-testid="limits"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2>{t('settings.limits')}</h2>
      <fieldset className="plain" disabled={!isOwner}>
        <label className="field">
          <span>{t('settings.creditLimitField')}</span>
          <span className="with-unit">
            <input type="number" min={0} step={1} value={creditLimit} onChange={(e) => (setCreditLimit(e.target.value), setSaved(false))} />
            <span className="muted">{t('units.creditsPerMonth')}</span>
          </span>
        </label>
        <label className="field">
          <span>{t('settings.maxRuntime')}</span>
          <span className="with-unit">
            <input type="number" min={1} step={1} required value={maxRuntime} onChange={(e) => (setMaxRuntime(e.target.value), setSaved(false))} />
            <span className="muted">{t('units.minutes')}</span>
          </span>
          <small className="muted" data-testid="max-runtime-words">
            = {formatMinutes(Number(maxRuntime), locale)}
          </small>
        </label>
        {isOwner && (
          <button type="submit" className="primary">
            {t('common.save')}
          </button>
        )}
        {saved && <span className="muted"> {t('settings.saved')}</span>}
      </fieldset>
      {!isOwner && <p className="muted">{t('settings.ownerOnly')}</p>}
      <ErrorText error={error} />
    </form>
  );
});
