import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import type { NotificationPeriod } from '../api/types';
import { Link } from '../app/link';
import { pathOf } from '../app/routes';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { useI18n } from '../i18n/i18n-context';
import { formatDateTime } from '../ui/format';
import { actionHref, DEFAULT_PERIOD, NOTIFICATION_PERIODS } from './notifications-model';


/** The bell: unseen count, and a dropdown of notifications by period (default Last Month). */
export const NotificationsBell = memo(function NotificationsBell({ ws }: { ws: string }) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState<NotificationPeriod>(DEFAULT_PERIOD);
  const list = useApiQuery(queries.notifications(ws, period));
  const items = list.data?.items ?? [];
  const unseen = items.filter((n) => !n.seen).length;
  const act = (work: Promise<unknown>) => void work.then(list.reload, list.reload);

  return (
    <div className="bell">
      <button type="button" className="link" aria-label={t('nav.notifications')} onClick={() => (setOpen((o) => !o), list.reload())}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />
        </svg>
        {unseen > 0 && <span className="bell-count">{unseen}</span>}
      </button>
      {open && (
        <div className="bell-dropdown card">
          <select aria-label={t('notifications.title')} value={period} onChange={(e) => setPeriod(e.target.value as NotificationPeriod)}>
            {NOTIFICATION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`notifications.period.${p}`)}
              </option>
            ))}
          </select>
          <span onClick={() => setOpen(false)}>
            <Link to={pathOf({ page: 'notifications', ws })}>{t('notifications.showAll')}</Link>
          </span>
          {items.length === 0 && <p className="muted">{t('notifications.empty')}</p>}
          <ul>
            {items.map((n) => (
              <li key={n.notificationId} className={n.seen ? 'seen' : 'unseen'} onMouseEnter={() => !n.seen && act(endpoints.markNotificationSeen(ws, n.notificationId))}>
                <strong>{n.title}</strong> <small className="muted">{formatDateTime(n.createdAt, locale)}</small>
                <p>{n.content}</p>
                {n.action && <a href={actionHref(n.action.link)}>{n.action.text}</a>}
                {!n.resolved && !n.unresolvable && (
                  <button type="button" className="link" onClick={() => act(endpoints.resolveNotification(ws, n.notificationId))}>
                    {t('notifications.resolve')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
});
