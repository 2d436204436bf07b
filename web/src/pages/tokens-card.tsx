import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { formatDateTime } from '../ui/format';

const EXPIRY_DAYS = [7, 30, 90, 365] as const;

/** The user's API tokens for this workspace: create (name and expiry, the token shown once), list with last use, revoke. */
export const TokensCard = memo(function TokensCard({ ws }: { ws: string }) {
  const { t, locale } = useI18n();
  const list = useApiQuery(queries.tokens(ws));
  const [name, setName] = useState('');
  const [days, setDays] = useState<number>(90);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [error, setError] = useState<unknown>(null);

  const act = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
      list.reload();
    } catch (e) {
      setError(e);
    }
  };
  const create = () =>
    act(async () => {
      const answer = await endpoints.createToken({ name, workspaceId: ws, expiresInDays: days });
      setCreated({ name: answer.name, token: answer.token });
      setName('');
    });
  const now = Date.now();

  return (
    <div className="card narrow" data-testid="tokens">
      <h2>{t('tokens.title')}</h2>
      <p className="muted">{t('tokens.intro')}</p>
      <form
        className="row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <input required maxLength={100} aria-label={t('tokens.name')} placeholder={t('tokens.name')} value={name} onChange={(e) => setName(e.target.value)} />
        <select aria-label={t('tokens.expiry')} value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {EXPIRY_DAYS.map((d) => (
            <option key={d} value={d}>
              {t('tokens.days', { days: d })}
            </option>
          ))}
        </select>
        <button type="submit" className="primary">
          {t('tokens.create')}
        </button>
      </form>
      <ErrorText error={error ?? list.error} />
      {created && (
        <p data-testid="created-token">
          {t('tokens.created', { name: created.name })} <input readOnly aria-label={t('tokens.token')} value={created.token} onFocus={(e) => e.target.select()} />
        </p>
      )}
      {list.data && list.data.items.length === 0 && <p className="muted">{t('tokens.empty')}</p>}
      <ul className="list">
        {list.data?.items.map((token) => (
          <li key={token.tokenId} className="row" data-testid="token-row">
            <strong>{token.name}</strong>
            <small className="muted">
              {new Date(token.expiresAt).getTime() <= now ? t('tokens.expired') : t('tokens.expires', { at: formatDateTime(token.expiresAt, locale) })} ·{' '}
              {token.lastUsedAt ? t('tokens.lastUsed', { at: formatDateTime(token.lastUsedAt, locale) }) : t('tokens.neverUsed')}
            </small>
            <span className="spacer" />
            <button type="button" className="link" onClick={() => void act(() => endpoints.revokeToken(token.tokenId).then(() => setCreated(null)))}>
              {t('tokens.revoke')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
