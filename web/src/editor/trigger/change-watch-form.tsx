import { memo, useEffect } from 'react';
import { changeTypes, type ChangeWatchTrigger } from '@tandem/catalog';
import { shopChangeWatches } from '@tandem/catalog/change-watches';
import type { z } from 'zod';
import type { TriggerInfo } from '../../api/types';
import { queries } from '../../api/queries';
import { useApiQuery, type ServerState } from '../../api/use-api-query';
import { useI18n } from '../../i18n/i18n-context';
import { formatDateTime } from '../../ui/format';
import { loadActions, loadedAction, useCatalogApps, useCatalogGeneration } from '../panel/catalog-cache';
import { FieldIssue } from './field-issue';

type WatchTrigger = z.infer<typeof ChangeWatchTrigger>;
type WatchApp = keyof typeof shopChangeWatches;
const watchApps = Object.keys(shopChangeWatches) as WatchApp[];
const listsOf = (app: string) => (shopChangeWatches as Record<string, readonly { action: string; idPath: readonly string[] }[]>)[app] ?? [];

/** A change watch on the first list of an app: the trigger the panel starts from. */
export function watchOf(app: string, from?: Partial<WatchTrigger>): WatchTrigger {
  const list = listsOf(app)[0];
  return {
    type: 'changeWatch',
    app,
    action: list?.action ?? '',
    input: {},
    changeType: from?.changeType ?? 'create',
    frequencyMinutes: from?.frequencyMinutes ?? 30,
    idPath: [...(list?.idPath ?? ['id'])],
  };
}

/** The change watch's form: app, the list it watches, the change, how often; its last poll and error once live. */
export const ChangeWatchForm = memo(function ChangeWatchForm({
  ws,
  trigger,
  issues,
  info,
  onChange,
}: {
  ws: string;
  trigger: WatchTrigger;
  issues: Record<string, string>;
  info: ServerState<TriggerInfo>;
  onChange: (trigger: WatchTrigger) => void;
}) {
  const { t, locale } = useI18n();
  useCatalogGeneration();
  useEffect(() => void loadActions(trigger.app).catch(() => undefined), [trigger.app]);
  const connections = useApiQuery(queries.connections(ws));
  const catalogApps = useCatalogApps();
  const appName = (id: string) => catalogApps?.find((a) => a.id === id)?.name ?? id;
  const apps: string[] = watchApps.includes(trigger.app as WatchApp) ? watchApps : [trigger.app, ...watchApps];
  const lists = listsOf(trigger.app);
  const actions = lists.some((l) => l.action === trigger.action) ? lists.map((l) => l.action) : [trigger.action, ...lists.map((l) => l.action)];
  const watch = info.data?.trigger?.type === 'changeWatch' ? info.data.watch : null;
  return (
    <div data-testid="watch-form">
      <label className="field">
        <span>{t('trig.watchApp')}</span>
        <select aria-label={t('trig.watchApp')} value={trigger.app} onChange={(e) => onChange(watchOf(e.target.value, trigger))}>
          {apps.map((app) => (
            <option key={app} value={app}>
              {appName(app)}
            </option>
          ))}
        </select>
        <FieldIssue message={issues.app} />
      </label>
      <label className="field">
        <span>{t('trig.watchResource')}</span>
        <select
          aria-label={t('trig.watchResource')}
          value={trigger.action}
          onChange={(e) => {
            const list = lists.find((l) => l.action === e.target.value);
            onChange({ ...trigger, action: e.target.value, idPath: [...(list?.idPath ?? trigger.idPath)] });
          }}
        >
          {actions.map((action) => (
            <option key={action} value={action}>
              {loadedAction(trigger.app, action)?.displayName ?? action}
            </option>
          ))}
        </select>
        <FieldIssue message={issues.action} />
      </label>
      <label className="field">
        <span>{t('trig.watchConnection')}</span>
        <select aria-label={t('trig.watchConnection')} value={trigger.connectionId ?? ''} onChange={(e) => onChange({ ...trigger, ...(e.target.value ? { connectionId: e.target.value } : { connectionId: undefined }) })}>
          <option value="">{t('trig.watchNoConnection')}</option>
          {(connections.data?.items ?? [])
            .filter((c) => c.app === trigger.app)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
        </select>
      </label>
      <label className="field">
        <span>{t('trig.changeType')}</span>
        <select aria-label={t('trig.changeType')} value={trigger.changeType} onChange={(e) => onChange({ ...trigger, changeType: e.target.value as WatchTrigger['changeType'] })}>
          {changeTypes.map((change) => (
            <option key={change} value={change}>
              {t(`trig.change.${change}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('trig.frequency')}</span>
        <input
          type="number"
          min={1}
          max={1440}
          step={1}
          aria-label={t('trig.frequency')}
          value={Number.isNaN(trigger.frequencyMinutes) ? '' : trigger.frequencyMinutes}
          onChange={(e) => onChange({ ...trigger, frequencyMinutes: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
        />
        <FieldIssue message={issues.frequencyMinutes} />
      </label>
      <div className="field" data-testid="watch-health">
        <span>{t('trig.watchHealth')}</span>
        {watch ? (
          <>
            <p>
              {t('trigger.lastPoll')}: {formatDateTime(watch.lastPolledAt, locale)}
            </p>
            {watch.lastError && <p className="error">{watch.failingSince ? t('trigger.failingSince', { since: formatDateTime(watch.failingSince, locale) }) : ''}: {watch.lastError}</p>}
          </>
        ) : (
          <p className="muted">{t('trig.watchNotLive')}</p>
        )}
      </div>
    </div>
  );
});
