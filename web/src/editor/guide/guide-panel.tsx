import { memo, useMemo, useState } from 'react';
import { endpoints } from '../../api/endpoints';
import type { Flow } from '../../api/types';
import { pathOf } from '../../app/routes';
import { navigate } from '../../app/use-location';
import { missingRequired, type Guide, type MissingField } from '../../flow/guide';
import { findStep } from '../../flow/step-tree';
import { useI18n } from '../../i18n/i18n-context';
import { ErrorText } from '../../ui/error-text';
import { MarkdownView } from '../../ui/markdown-view';
import { selectDefinition, selectDirty } from '../store/create-editor-store';
import { useEditor, useEditorStore } from '../store/editor-context';

/**
 * Guided mode's side panel: the guide's texts for the trigger and the steps, the required fields
 * still empty, the guide's actions (execute now, set live) and the switch to full control.
 */
export const GuidePanel = memo(function GuidePanel({
  ws,
  flow,
  guide,
  onFlow,
  onFullControl,
}: {
  ws: string;
  flow: Flow;
  guide: Guide;
  onFlow: (flow: Flow) => void;
  onFullControl: () => void;
}) {
  const { t } = useI18n();
  const store = useEditorStore();
  const definition = useEditor(selectDefinition);
  const dirty = useEditor(selectDirty);
  const missing = useMemo(() => missingRequired(guide, definition), [guide, definition]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const steps = Object.entries(guide.annotations.steps).filter(([name, a]) => a.text && a.state !== 'hidden' && findStep(definition, name));

  const label = (m: MissingField) => {
    const where = 'trigger' in m.target ? t('panel.trigger') : (findStep(definition, m.target.step)?.step.displayName ?? m.target.step);
    return `${where} › ${m.path.join(' › ')}`;
  };
  /** The version to act on: the current definition, saved first when it changed. */
  const versionToUse = async (): Promise<string> => {
    if (!dirty && flow.latestVersionId) return flow.latestVersionId;
    const saved = await endpoints.saveVersion(ws, flow.flowId, { definition: store.getState().history.present, name: t('guide.versionName') });
    store.getState().markSaved();
    store.getState().setIssues(saved.issues);
    onFlow({ ...flow, latestVersionId: saved.versionId });
    return saved.versionId;
  };
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await work();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const executeNow = () =>
    act(async () => {
      const versionId = await versionToUse();
      const { runId } = await endpoints.startRun(ws, flow.flowId, { versionId });
      navigate(pathOf({ page: 'run', ws, runId }));
    });
  const setLive = () =>
    act(async () => {
      const versionId = await versionToUse();
      onFlow(await endpoints.setLive(ws, flow.flowId, versionId));
      setDone(t('guide.isLive'));
    });

  return (
    <aside className="panel guide-panel" aria-label={t('guide.title')} data-testid="guide-panel">
      <div className="row">
        <h2>{t('guide.title')}</h2>
        <span className="spacer" />
        <button type="button" className="link" onClick={onFullControl}>
          {t('guide.fullControl')}
        </button>
      </div>
      {flow.description && <p className="muted">{flow.description}</p>}
      {guide.annotations.trigger?.text && (
        <section className="guide-note" data-testid="guide-trigger">
          <h3>{t('panel.trigger')}</h3>
          <MarkdownView text={guide.annotations.trigger.text} />
        </section>
      )}
      {steps.map(([name, annotation]) => (
        <section key={name} className="guide-note" data-testid={`guide-step-${name}`}>
          <h3>
            <button type="button" className="link" onClick={() => store.getState().select(name)}>
              {findStep(definition, name)?.step.displayName ?? name}
            </button>
          </h3>
          <MarkdownView text={annotation.text ?? ''} />
        </section>
      ))}
      {missing.length > 0 && (
        <div className="guide-missing" data-testid="guide-missing">
          <strong>{t('guide.missing')}</strong>
          <ul>
            {missing.map((m) => (
              <li key={label(m)}>
                {'step' in m.target ? (
                  <button type="button" className="link" onClick={() => 'step' in m.target && store.getState().select(m.target.step)}>
                    {label(m)}
                  </button>
                ) : (
                  label(m)
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ErrorText error={error} />
      {done && <p className="muted">{done}</p>}
      <div className="row">
        {guide.actions.executeNow && (
          <button type="button" className="primary" disabled={busy || missing.length > 0} onClick={() => void executeNow()}>
            {t('guide.executeNow')}
          </button>
        )}
        {guide.actions.setLive && (
          <button type="button" disabled={busy || missing.length > 0} onClick={() => void setLive()}>
            {t('guide.setLive')}
          </button>
        )}
      </div>
    </aside>
  );
});
