import { memo } from 'react';
import { queries } from '../../api/queries';
import { useApiQuery } from '../../api/use-api-query';
import type { Trigger } from '../../flow/types';
import { useI18n } from '../../i18n/i18n-context';
import { FieldIssue } from './field-issue';

type RunFailedTrigger = Extract<Trigger, { type: 'runFailed' }>;

/**
 * Which flows an error flow answers for: any flow of the workspace, or the ones ticked (one or
 * several). The flow itself is not offered: a flow is never its own error flow.
 */
export const RunFailedForm = memo(function RunFailedForm({
  ws,
  flowId,
  trigger,
  issues,
  onChange,
}: {
  ws: string;
  flowId: string;
  trigger: RunFailedTrigger;
  issues: Record<string, string>;
  onChange: (trigger: RunFailedTrigger) => void;
}) {
  const { t } = useI18n();
  const flows = useApiQuery(queries.flows(ws));
  const others = (flows.data?.items ?? []).filter((flow) => flow.flowId !== flowId);
  const named = trigger.flows === 'any' ? [] : trigger.flows;
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...named.filter((x) => x !== id), id] : named.filter((x) => x !== id);
    onChange({ type: 'runFailed', flows: next });
  };
  return (
    <fieldset className="field plain" aria-label={t('trig.runFailed.which')} data-testid="run-failed-flows">
      <span>{t('trig.runFailed.which')}</span>
      <div className="row wrap">
        <label className="row">
          <input type="radio" name="run-failed-scope" checked={trigger.flows === 'any'} onChange={() => onChange({ type: 'runFailed', flows: 'any' })} />
          <span>{t('trig.runFailed.any')}</span>
        </label>
        <label className="row">
          <input type="radio" name="run-failed-scope" checked={trigger.flows !== 'any'} onChange={() => onChange({ type: 'runFailed', flows: named })} />
          <span>{t('trig.runFailed.named')}</span>
        </label>
      </div>
      {trigger.flows !== 'any' && (
        <ul className="list plain">
          {others.map((flow) => (
            <li key={flow.flowId}>
              <label className="row">
                <input type="checkbox" checked={named.includes(flow.flowId)} onChange={(e) => toggle(flow.flowId, e.target.checked)} />
                <span>{flow.name}</span>
              </label>
            </li>
          ))}
          {/* A named flow that is gone (deleted) can still be unticked. */}
          {named
            .filter((id) => flows.data && !others.some((flow) => flow.flowId === id))
            .map((id) => (
              <li key={id}>
                <label className="row">
                  <input type="checkbox" checked onChange={() => toggle(id, false)} />
                  <span className="mono">{t('trig.runFailed.missing', { id })}</span>
                </label>
              </li>
            ))}
          {flows.data && others.length === 0 && <li className="muted">{t('trig.runFailed.noFlows')}</li>}
        </ul>
      )}
      <FieldIssue message={issues.flows} />
    </fieldset>
  );
});
