import { fromJsonSchema, type DataType } from '@tandem/catalog/types';
import { memo, useMemo } from 'react';
import type { ActionStep, Expression, Step, UtilityStep } from '../../flow/types';
import { mappingVerdict } from '../check/mapping-verdict';
import type { VersionIssue } from '../../api/types';
import { useI18n } from '../../i18n/i18n-context';
import { Select } from '../../ui/select/select';
import { useCatalogActions, useCatalogApps } from './catalog-cache';
import { ExpressionEditor } from './expression-editor';
import { replacementOf } from './replacement';
import type { ReferenceNode } from './reference-tree';
import { actionWords } from './field-words';
import { schemaFields, type Field } from './schema-fields';
import { offeredUtilities, utilityFields } from './utility-fields';
import { TypeBadge } from './type-badge';
import { plainCheck, type LabelOf } from '../check/plain-check';
import { MarkdownView } from '../../ui/markdown-view';
import { useGuide } from '../guide/guide-context';
import { fieldState, fieldText } from '../../flow/guide';
import { isFlowCall } from '@tandem/catalog';
import { useSamples } from '../samples/samples-context';
import { RunFlowFields } from './run-flow-fields';

/** The type each input field of an action expects, from its JSON Schema. */
function expectedFields(schema: Record<string, unknown> | undefined): Record<string, DataType> {
  const type = schema ? fromJsonSchema(schema) : undefined;
  return type?.kind === 'Object' ? Object.fromEntries(Object.entries(type.fields).map(([key, field]) => [key, field.type])) : {};
}

const utilityOptions = offeredUtilities.map((u) => ({ value: u, label: u }));

/** App and action (or utility) choice, then the input form generated from the input's JSON Schema. */
export const StepSettings = memo(function StepSettings({
  step,
  references,
  issues,
  pointer,
  onChange,
}: {
  step: ActionStep | UtilityStep;
  references: ReferenceNode[];
  /** The checker's issues of the whole definition, and this step's JSON pointer in it. */
  issues: readonly VersionIssue[];
  pointer: string;
  onChange: (change: (step: Step) => Step) => void;
}) {
  const { t, locale } = useI18n();
  const guide = useGuide();
  const target = { step: step.name };
  const apps = useCatalogApps();
  const app = step.type === 'action' ? step.app : '';
  const actions = useCatalogActions(app);
  const action = step.type === 'action' ? actions?.find((a) => a.id === step.action) : undefined;
  const replacement = replacementOf(action, actions);

  const fields: Field[] =
    step.type === 'action'
      ? schemaFields(action?.input, actionWords(locale))
      : offeredUtilities.includes(step.utility)
        ? utilityFields(step.utility, locale)
        : [];
  const expected = useMemo(() => expectedFields(action?.input), [action]);
  const labelOf: LabelOf = (key) => fields.find((f) => f.key === key)?.label ?? key;
  // Required inputs that are not mapped: the checker reports them on the input as a whole.
  const missing = new Set(issues.filter((issue) => issue.code === 'missingInput' && issue.pointer === `${pointer}/input`).map((issue) => issue.field));
  const setInput = (key: string, value: Expression) => onChange((s) => ({ ...s, input: { ...(s as ActionStep).input, [key]: value } }) as Step);
  const samples = useSamples();
  const runFlow = step.type === 'action' && isFlowCall(step) && samples ? { step, ws: samples.ws, selfFlowId: samples.flowId } : undefined;

  return (
    <>
      {step.type === 'action' ? (
        <>
          <div className="field">
            <span>{t('panel.app')}</span>
            <Select
              label={t('panel.app')}
              testId="select-app"
              disabled={guide !== null}
              value={step.app || null}
              options={(apps ?? []).map((a) => ({ value: a.id, label: a.name }))}
              onChange={(value) => onChange((s) => ({ ...s, app: value, action: '', input: {} }) as Step)}
            />
          </div>
          <div className="field">
            <span>{t('panel.action')}</span>
            <Select
              label={t('panel.action')}
              testId="select-action"
              disabled={!step.app || guide !== null}
              value={step.action || null}
              options={(actions ?? []).filter((a) => !a.hidden).map((a) => ({ value: a.id, label: a.displayName, hint: a.replacedBy ? t('panel.replacedBy', { name: replacementOf(a, actions)!.name }) : undefined }))}
              onChange={(value) => onChange((s) => ({ ...s, action: value, input: {} }) as Step)}
            />
            {replacement && (
              <small className="muted" data-testid="replaced-by">
                {t('panel.replacedNotice', { name: replacement.name, reason: replacement.reason })}{' '}
                <button type="button" className="link" disabled={guide !== null} onClick={() => onChange((s) => ({ ...s, action: replacement.actionId, input: {} }) as Step)}>
                  {t('panel.useReplacement', { name: replacement.name })}
                </button>
              </small>
            )}
          </div>
        </>
      ) : (
        <div className="field">
          <span>{t('panel.utility')}</span>
          <Select label={t('panel.utility')} disabled={guide !== null} value={step.utility} options={utilityOptions} onChange={(value) => onChange((s) => ({ ...s, utility: value, input: {} }) as Step)} />
        </div>
      )}
      <h3>{t('panel.input')}</h3>
      {runFlow && <RunFlowFields {...runFlow} references={references} onChange={onChange} />}
      {step.type === 'action' && action && fields.length === 0 && <p className="muted">{t('panel.noInput')}</p>}
      {!runFlow && fields.map((field) => {
        // Guided mode: hidden fields are not shown, disabled ones are read only, required ones highlighted.
        const state = guide ? fieldState(guide, target, [field.key]) : undefined;
        const text = guide ? fieldText(guide, target, [field.key]) : undefined;
        // A form hint may hide a field (set by the engine or left at its default); a guide may hide one too.
        if (state === 'hidden' || (field.hidden && step.input[field.key] === undefined)) return null;
        return (
          <div
            className={state ? `field guide-${state}` : 'field'}
            key={`${step.type === 'action' ? step.action : step.utility}:${field.key}`}
            data-testid={`field-${field.key}`}
            data-guide={state}
          >
            <span>
              {field.label}
              {(field.required || state === 'required') && ' *'}{' '}
              <TypeBadge result={mappingVerdict(issues, `${pointer}/input`, field.key, step.input[field.key] !== undefined, expected[field.key])} labelOf={labelOf} />
              {state === 'required' && <span className="badge bad">{t('guide.required')}</span>}
            </span>
            {field.help && <small className="muted field-help">{field.help}</small>}
            {text && <MarkdownView className="guide-text" text={text} />}
            {missing.has(field.key) && (
              <small className="field-error" data-testid="check-message">
                {plainCheck({ pointer: `${pointer}/input`, message: '', code: 'missingInput', field: field.key }, labelOf, t)}
              </small>
            )}
            <fieldset className="plain" disabled={state === 'disabled'}>
              <ExpressionEditor value={step.input[field.key]} kind={field.kind} options={field.options} field={field} references={references} label={field.label} onChange={(e) => setInput(field.key, e)} />
            </fieldset>
          </div>
        );
      })}
    </>
  );
});
