import { memo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import { NOTIFICATION_EVENTS, type Notification, type NotificationChannels, type NotificationEvent, type NotificationPeriod, type NotificationSettings } from '../api/types';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { formatDateTime } from '../ui/format';
import { actionHref, canResolve, DEFAULT_PERIOD, IN_APP_ONLY, NOTIFICATION_PERIODS, settingsChange, stateOf } from './notifications-model';

const NotificationItem = memo(function NotificationItem({ n, onSeen, onResolve }: { n: Notification; onSeen: (n: Notification) => void; onResolve: (n: Notification) => void }) {
  const { t, locale } = useI18n();
  const state = stateOf(n);
  return (
    <li className={`notification ${state}`} data-testid="notification" data-state={state}>
      <div className="row">
        <strong>{n.title}</strong>
        <span className="badge">{t(`notifications.event.${n.event}`)}</span>
        <span className="spacer" />
        <small className="muted">{formatDateTime(n.createdAt, locale)}</small>
      </div>
      <p>{n.content}</p>
      <div className="row">
        {n.action && <a href={actionHref(n.action.link)}>{n.action.text}</a>}
        <span className="spacer" />
        <span className="muted" data-testid="notification-state">
          {t(`notifications.state.${state}`)}
        </span>
        {!n.seen && (
          <button type="button" onClick={() => onSeen(n)}>
            {t('notifications.markSeen')}
          </button>
        )}
        {canResolve(n) && (
          <button type="button" onClick={() => onResolve(n)}>
            {t('notifications.resolve')}
          </button>
        )}
        {n.unresolvable && <small className="muted">{t('notifications.unresolvable')}</small>}
      </div>
    </li>
  );
});

const SettingsTable = memo(function SettingsTable({ ws }: { ws: string }) {
  const { t } = useI18n();
  const loaded = useApiQuery(queries.notificationSettings(ws));
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [error, setError] = useState<unknown>(null);
  const current = settings ?? loaded.data;

  const change = async (event: NotificationEvent, channel: keyof NotificationChannels, value: boolean) => {
    if (!current) return;
    setError(null);
    setSettings({ ...current, ...settingsChange(current, event, channel, value) });
    try {
      setSettings(await endpoints.updateNotificationSettings(ws, settingsChange(current, event, channel, value)));
    } catch (e) {
      setError(e);
      setSettings(current);
    }
  };

  return (
    <section className="card" data-testid="notification-settings">
      <h2>{t('notifications.settings')}</h2>
      <ErrorText error={loaded.error ?? error} />
      {current && (
        <table className="table">
          <thead>
            <tr>
              <th>{t('notifications.event')}</th>
              <th>{t('notifications.email')}</th>
              <th>{t('notifications.inApp')}</th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_EVENTS.map((event) => (
              <tr key={event} data-testid={`settings-${event}`}>
                <td>{t(`notifications.event.${event}`)}</td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${t(`notifications.event.${event}`)}: ${t('notifications.email')}`}
                    checked={current[event].email}
                    disabled={IN_APP_ONLY.has(event)}
                    title={IN_APP_ONLY.has(event) ? t('notifications.inAppOnly') : undefined}
                    onChange={(e) => void change(event, 'email', e.target.checked)}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${t(`notifications.event.${event}`)}: ${t('notifications.inApp')}`}
                    checked={current[event].inApp}
                    onChange={(e) => void change(event, 'inApp', e.target.checked)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});

/** The workspace's notification connection: the team chat (a Slack connection) approval requests are posted to. */
const TeamChatCard = memo(function TeamChatCard({ ws }: { ws: string }) {
  const { t } = useI18n();
  const workspaceRead = useApiQuery(queries.workspace(ws));
  const connectionsRead = useApiQuery(queries.connections(ws));
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [workspace, connections] = workspaceRead.data && connectionsRead.data ? [workspaceRead.data, connectionsRead.data] : [null, null];
  const current = chosen !== undefined ? chosen : (workspace?.notificationConnectionId ?? null);
  const slack = (connections?.items ?? []).filter((c) => c.app === 'slack');
  const choose = async (id: string | null) => {
    setError(null);
    setChosen(id);
    try {
      setChosen((await endpoints.setNotificationConnection(ws, id)).notificationConnectionId);
    } catch (e) {
      setError(e);
      setChosen(undefined);
    }
  };
  return (
    <section className="card" data-testid="notification-connection">
      <h2>{t('notifications.teamChat')}</h2>
      <p className="muted">{t('notifications.teamChatHint')}</p>
      <ErrorText error={workspaceRead.error ?? connectionsRead.error ?? error} />
      {workspace && (
        <select aria-label={t('notifications.teamChat')} value={current ?? ''} onChange={(e) => void choose(e.target.value || null)}>
          <option value="">{t('notifications.teamChatNone')}</option>
          {slack.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </section>
  );
});

/** The workspace's default error flow: runs for every failed run of the workspace (docs/flow-language.md § Error flows). */
const ErrorFlowCard = memo(function ErrorFlowCard({ ws }: { ws: string }) {
  const { t } = useI18n();
  const workspaceRead = useApiQuery(queries.workspace(ws));
  const flowsRead = useApiQuery(queries.flows(ws));
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const workspace = workspaceRead.data;
  const current = chosen !== undefined ? chosen : (workspace?.errorFlowId ?? null);
  const choose = async (id: string | null) => {
    setError(null);
    setChosen(id);
    try {
      setChosen((await endpoints.setErrorFlow(ws, id)).errorFlowId);
    } catch (e) {
      setError(e);
      setChosen(undefined);
    }
  };
  return (
    <section className="card" data-testid="error-flow">
      <h2>{t('notifications.errorFlow')}</h2>
      <p className="muted">{t('notifications.errorFlowHint')}</p>
      <ErrorText error={workspaceRead.error ?? flowsRead.error ?? error} />
      {workspace && flowsRead.data && (
        <select aria-label={t('notifications.errorFlow')} value={current ?? ''} onChange={(e) => void choose(e.target.value || null)}>
          <option value="">{t('notifications.errorFlowNone')}</option>
          {flowsRead.data.items.map((flow) => (
            <option key={flow.flowId} value={flow.flowId}>
              {flow.name}
            </option>
          ))}
        </select>
      )}
    </section>
  );
});

/** All notifications of the workspace by period (default Last Month): mark seen, resolve; the member's settings. */
export const NotificationsPage = memo(function NotificationsPage({ ws }: { ws: string }) {
  const { t } = useI18n();
  const [period, setPeriod] = useState<NotificationPeriod>(DEFAULT_PERIOD);
  const list = useApiQuery(queries.notifications(ws, period));
  const [error, setError] = useState<unknown>(null);
  const act = (work: Promise<unknown>) => {
    setError(null);
    void work.then(list.reload, (e: unknown) => (setError(e), list.reload()));
  };
  const items = list.data?.items ?? [];

  return (
    <div className="page notifications-page">
      <div className="page-head">
        <h1>{t('notifications.title')}</h1>
        <label className="row">
          <span>{t('notifications.period')}</span>
          <select aria-label={t('notifications.period')} value={period} onChange={(e) => setPeriod(e.target.value as NotificationPeriod)}>
            {NOTIFICATION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`notifications.period.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorText error={list.error ?? error} />
      {list.loading && !list.data && <p className="muted">{t('common.loading')}</p>}
      {list.data && items.length === 0 && <p className="muted">{t('notifications.empty')}</p>}
      <ul className="list" data-testid="notifications">
        {items.map((n) => (
          <NotificationItem
            key={n.notificationId}
            n={n}
            onSeen={(x) => act(endpoints.markNotificationSeen(ws, x.notificationId))}
            onResolve={(x) => act(endpoints.resolveNotification(ws, x.notificationId))}
          />
        ))}
      </ul>
      <SettingsTable ws={ws} />
      <TeamChatCard ws={ws} />
      <ErrorFlowCard ws={ws} />
    </div>
  );
});
