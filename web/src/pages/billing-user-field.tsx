import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import type { Member, Workspace } from '../api/types';
import { useSession } from '../app/session-store';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';

/** Who pays: the owner or the billing user hands the billing duty to another member; others only see it. */
export const BillingUserField = memo(function BillingUserField({ workspace, members }: { workspace: Workspace; members: Member[] }) {
  const { t } = useI18n();
  const refresh = useSession((s) => s.refresh);
  const [error, setError] = useState<unknown>(null);
  const canChange = workspace.duties.includes('billing');

  const change = async (billingUserId: string) => {
    setError(null);
    try {
      await endpoints.setBillingUser(workspace.workspaceId, billingUserId);
      await refresh();
    } catch (e) {
      setError(e);
    }
  };

  return (
    <div className="field" data-testid="billing-user">
      <label className="field">
        <span>{t('settings.billingUserField')}</span>
        <select disabled={!canChange} value={workspace.billingUserId ?? ''} onChange={(e) => void change(e.target.value)}>
          {members.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.name} ({m.email})
            </option>
          ))}
        </select>
      </label>
      {!canChange && <p className="muted">{t('settings.billingOnly')}</p>}
      <ErrorText error={error} />
    </div>
  );
});
