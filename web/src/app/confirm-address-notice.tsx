import { memo } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { Link } from './link';
import { pathOf } from './routes';
import { useSession } from './session-store';

/** A small line under the header while the signed-in user's address is unconfirmed (Settings sends a new link). */
export const ConfirmAddressNotice = memo(function ConfirmAddressNotice({ ws }: { ws: string }) {
  const { t } = useI18n();
  const user = useSession((s) => s.me?.user);
  if (!user || user.emailVerified) return null;
  return (
    <p className="address-notice" role="status" data-testid="confirm-address">
      {t('verify.notice', { email: user.email })} <Link to={pathOf({ page: 'settings', ws })}>{t('verify.noticeLink')}</Link>
    </p>
  );
});
