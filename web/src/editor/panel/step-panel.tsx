import { memo, useMemo, useState } from 'react';
import { isFlowCall } from '@tandem/catalog';
import type { JsonSchema } from '../../api/types';
import { setDisplayName, renameStep } from '../../flow/operations';
import { stepPointer } from '../../flow/issues-by-step';
import { findStep, updateStep } from '../../flow/step-tree';
import type { Expression, Step } from '../../flow/types';
import { useI18n } from '../../i18n/i18n-context';
import { useEditor, useEditorStore } from '../store/editor-context';
import { selectDefinition } from '../store/create-editor-store';
import { useDefinitionCheck } from '../check/use-definition-check';
import { loadedAction } from './catalog-cache';
import { ExpressionEditor } from './expression-editor';
import { flowCallOutputSchema, useCalledFlowGeneration } from './called-flow-outputs';
import { referenceTree } from './reference-tree';
import { StepSettings } from './step-settings';
import { ApprovalSettings } from './approval-settings';
import { useGuide } from '../guide/guide-context';
import { MarkdownView } from '../../ui/markdown-view';
import { schemaOfSample } from '../samples/sample-schema';
import { useSamples } from '../samples/samples-context';
import { TestStepSection } from './test-step-section';

/** A step's output schema: the shape of its kept sample data when there is one (real data), else the action's declared output. */
const outputSchemaOf =
  (samples: Readonly<Record<string, unknown>>, ws: string | undefined) =>
  (step: Step): JsonSchema | undefined => {
    if (Object.hasOwn(samples, step.name)) return schemaOfSample(samples[step.name]);
    // A "Run flow" step's output is typed by the flow it calls.
    if (step.type === 'action' && ws && isFlowCall(step)) return flowCallOutputSchema(ws, step);
    return step.type === 'action' ? loadedAction(step.app, step.action)?.output : undefined;
  };

/** The side panel of the selected step: names, then the settings of its type. */
export const StepPanel = memo(function StepPanel({ name }: { name: string }) {
  const { t } = useI18n();
  const store = useEditorStore();
  const definition = useEditor(selectDefinition);
  const step = findStep(definition, name)?.step;
  const issues = useDefinitionCheck();
  const samples = useSamples();
  const sampleOutputs = samples?.outputs;
  const calledFlows = useCalledFlowGeneration();
  const references = useMemo(
    () => referenceTree(definition, name, outputSchemaOf(sampleOutputs ?? {}, samples?.ws)),
    // `calledFlows`: a called flow's output schema arrived.
    [definition, name, sampleOutputs, samples?.ws, calledFlows],
  );
  const pointer = useMemo(() => stepPointer(definition, name) ?? '', [definition, name]);
  const [draftName, setDraftName] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const guide = useGuide();
  if (!step) return null;
  const annotation = guide?.annotations.steps[name];
  // Guided mode: the step's own state applies to the whole form; its name stays as the guide wrote it.
  const locked = guide !== null;
  const stepDisabled = annotation?.state === 'disabled';

  const update = (change: (step: Step) => Step) => store.getState().apply((d) => updateStep(d, name, change));
  const rename = (to: string) => {
    setDraftName(to);
    const result = renameStep(store.getState().history.present, name, to);
    if (result.ok) {
      setProblem(null);
      store.getState().apply(() => result.definition, to);
    } else setProblem(t(`panel.nameProblem.${result.problem}`));
  };
  const expression = (label: string, value: Expression, set: (e: Expression) => void) => (
    <label className="field" data-testid={`field-${label}`}>
      <span>{label}</span>
      <ExpressionEditor value={value} kind="json" references={references} label={label} onChange={set} />
    </label>
  );

  return (
    <aside className="panel" aria-label={t('panel.title')} data-testid="step-panel">
      <h2>
        {t(`step.${step.type}`)} <span className="muted mono">{name}</span>
      </h2>
      {annotation?.text && <MarkdownView className="guide-text" text={annotation.text} />}
      <fieldset className="plain" disabled={stepDisabled} hidden={annotation?.state === 'hidden'}>
        <label className="field">
          <span>{t('panel.name')}</span>
          <input className="mono" readOnly={locked} value={draftName} onChange={(e) => rename(e.target.value)} aria-invalid={problem !== null} />
          {problem && <span className="field-error">{problem}</span>}
        </label>
        <label className="field">
          <span>{t('panel.displayName')}</span>
          <input defaultValue={step.displayName ?? ''} onChange={(e) => store.getState().apply((d) => setDisplayName(d, name, e.target.value))} />
        </label>
        {(step.type === 'action' || step.type === 'utility') && <StepSettings step={step} references={references} issues={issues} pointer={pointer} onChange={update} />}
        {(step.type === 'action' || step.type === 'utility') && <TestStepSection step={step} />}
        {step.type === 'wait' &&
          (typeof step.duration === 'string' ? (
            <label className="field">
              <span>{t('panel.duration')}</span>
              <input value={step.duration} onChange={(e) => update((s) => ({ ...s, duration: e.target.value }) as Step)} />
            </label>
          ) : (
            expression(t('panel.duration'), step.duration, (duration) => update((s) => ({ ...s, duration }) as Step))
          ))}
        {step.type === 'approval' && <ApprovalSettings step={step} references={references} onChange={update} />}
        {step.type === 'condition' && expression(t('panel.condition'), step.condition, (condition) => update((s) => ({ ...s, condition }) as Step))}
        {step.type === 'iterate' && (
          <>
            {expression(t('panel.items'), step.items, (items) => update((s) => ({ ...s, items }) as Step))}
            <label className="field">
              <span>{t('panel.concurrency')}</span>
              <input
                type="number"
                min={1}
                max={50}
                value={step.concurrency ?? 1}
                onChange={(e) => update((s) => ({ ...s, concurrency: Math.max(1, Math.min(50, Number(e.target.value) || 1)) }) as Step)}
              />
            </label>
          </>
        )}
      </fieldset>
    </aside>
  );
});
