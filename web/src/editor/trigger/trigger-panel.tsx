import { memo, useMemo } from 'react';
import type { Flow } from '../../api/types';
import { useApiQuery } from '../../api/use-api-query';
import { queries } from '../../api/queries';
import type { Definition, Trigger } from '../../flow/types';
import { useI18n } from '../../i18n/i18n-context';
import { selectDefinition } from '../store/create-editor-store';
import { useEditor, useEditorStore } from '../store/editor-context';
import { ChangeWatchForm, watchOf } from './change-watch-form';
import { InputSchemaBuilder } from './input-schema-builder';
import { RunFailedForm } from './run-failed-form';
import { ScheduleForm } from './schedule-form';
import { triggerIssues } from './trigger-issues';
import { triggerText } from './trigger-summary';
import { WebhookSection } from './webhook-section';

const types = ['manual', 'schedule', 'webhook', 'changeWatch', 'runFailed'] as const satisfies readonly Trigger['type'][];

/** The trigger a type starts from when the user picks it. */
function triggerOfType(type: Trigger['type']): Trigger {
  switch (type) {
    case 'manual':
    case 'webhook':
      return { type };
    case 'schedule':
      return { type, schedule: { kind: 'daily', hour: 4, weekdays: [] } };
    case 'changeWatch':
      return watchOf('shopify');
    case 'runFailed':
      return { type, flows: 'any' };
  }
}

/** The side panel of the trigger node: what starts the flow, its settings and the input it takes. */
export const TriggerPanel = memo(function TriggerPanel({ ws, flow }: { ws: string; flow: Flow }) {
  const { t } = useI18n();
  const store = useEditorStore();
  const definition = useEditor(selectDefinition);
  const trigger = definition.trigger;
  const issues = useMemo(() => triggerIssues(trigger), [trigger]);
  const info = useApiQuery(queries.triggerInfo(ws, flow.flowId));
  const apply = (change: (d: Definition) => Definition) => store.getState().apply(change);
  const setTrigger = (next: Trigger) => apply((d) => ({ ...d, trigger: next }));
  const setSchema = (schema: Record<string, unknown> | undefined) =>
    apply((d) => {
      const { inputSchema: _, ...rest } = d;
      return schema ? { ...rest, inputSchema: schema } : rest;
    });
  const takesInput = trigger.type === 'manual' || trigger.type === 'webhook';

  return (
    <aside className="panel" aria-label={t('trig.panel')} data-testid="trigger-panel">
      <div className="row">
        <h2 className="grow">{t('trig.panel')}</h2>
        <button type="button" className="link" onClick={() => store.getState().openTrigger(false)}>
          {t('common.close')}
        </button>
      </div>
      <p className="muted" data-testid="trigger-summary">
        {triggerText(trigger, t)}
      </p>
      <label className="field">
        <span>{t('trig.type')}</span>
        <select aria-label={t('trig.type')} value={trigger.type} onChange={(e) => setTrigger(triggerOfType(e.target.value as Trigger['type']))}>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`trigger.${type}`)}
            </option>
          ))}
        </select>
        <small className="muted">{t(`trig.help.${trigger.type}`)}</small>
      </label>
      {trigger.type === 'schedule' && <ScheduleForm ws={ws} trigger={trigger} issues={issues} onChange={setTrigger} />}
      {trigger.type === 'webhook' && <WebhookSection ws={ws} flowId={flow.flowId} info={info} schema={definition.inputSchema} />}
      {trigger.type === 'changeWatch' && <ChangeWatchForm ws={ws} trigger={trigger} issues={issues} info={info} onChange={setTrigger} />}
      {trigger.type === 'runFailed' && <RunFailedForm ws={ws} flowId={flow.flowId} trigger={trigger} issues={issues} onChange={setTrigger} />}
      {takesInput && (
        <section>
          <h3>{trigger.type === 'manual' ? t('trig.runInput') : t('trig.payloadSchema')}</h3>
          <p className="muted">{trigger.type === 'manual' ? t('trig.runInputHelp') : t('trig.payloadSchemaHelp')}</p>
          <InputSchemaBuilder schema={definition.inputSchema} onChange={setSchema} />
        </section>
      )}
    </aside>
  );
});
