import { memo } from 'react';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';

/**
 * "Choose account": the accounts a signed-in connection reaches (GET …/connections/:id/accounts), for
 * apps whose connection form names the config field a picked account fills. Picking one sets that field.
 */
export const AccountPicker = memo(function AccountPicker({
  ws,
  connectionId,
  value,
  onPick,
}: {
  ws: string;
  connectionId: string;
  value: unknown;
  onPick: (id: string) => void;
}) {
  const { t } = useI18n();
  const accounts = useApiQuery(queries.connectionAccounts(ws, connectionId));
  const items = accounts.data?.items ?? [];
  const current = typeof value === 'string' ? value.replace(/-/g, '') : '';
  return (
    <label className="field" data-testid="account-picker">
      <span>{t('connections.chooseAccount')}</span>
      <select value={items.some((item) => item.id === current) ? current : ''} onChange={(e) => e.target.value && onPick(e.target.value)} disabled={!accounts.data}>
        <option value="">—</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name === item.id ? item.id : `${item.name} (${item.id})`}
          </option>
        ))}
      </select>
      <ErrorText error={accounts.error} />
    </label>
  );
});
