import { memo, useEffect, useState } from 'react';
import { endpoints } from '../api/endpoints';
import type { Flow, VersionIssue } from '../api/types';
import { FlowChecklist } from './checklist/flow-checklist';
import { guidedModeApplies, type Guide } from '../flow/guide';
import { ErrorText } from '../ui/error-text';
import { GuideContext } from './guide/guide-context';
import { GuidePanel } from './guide/guide-panel';
import { useI18n } from '../i18n/i18n-context';
import { FlowCanvas } from './canvas/flow-canvas';
import { InsertMenu } from './insert-menu';
import { StepPanel } from './panel/step-panel';
import { useEditorShortcuts } from './shortcuts/use-editor-shortcuts';
import { selectSelected, selectTriggerOpen } from './store/create-editor-store';
import { useEditor, useEditorStore } from './store/editor-context';
import { EditorToolbar } from './toolbar/editor-toolbar';
import { VersionsPanel } from './toolbar/versions-panel';
import { SamplesContext } from './samples/samples-context';
import { useFlowSamples } from './samples/use-flow-samples';
import { TriggerPanel } from './trigger/trigger-panel';
import { useDraftKeeper } from './draft/use-draft-keeper';
import { DraftNotices } from './draft/draft-notices';

/**
 * The editor screen: toolbar, canvas, and the side panel of the selected step or the versions. A flow
 * in guided edit mode whose version has a published guide opens in guided mode: the guide's panel,
 * its field annotations in the step panel, and a switch to full control.
 */
export const EditorLayout = memo(function EditorLayout({
  ws,
  flow: initialFlow,
  guide = null,
  checklist = [],
  restoredAt = null,
}: {
  ws: string;
  flow: Flow;
  guide?: Guide | null;
  checklist?: readonly VersionIssue[];
  /** When the draft this editor opened with was kept (null: it opened the saved version). */
  restoredAt?: string | null;
}) {
  const { t } = useI18n();
  const [flow, setFlow] = useState(initialFlow);
  const [showVersions, setShowVersions] = useState(false);
  const [modeError, setModeError] = useState<unknown>(null);
  const selected = useEditor(selectSelected);
  const triggerOpen = useEditor(selectTriggerOpen);
  const draft = useDraftKeeper(ws, initialFlow.flowId);
  const samples = useFlowSamples(ws, flow.flowId);
  useEditorShortcuts();
  const store = useEditorStore();
  // A new flow opens with its trigger panel (`?panel=trigger`).
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('panel') === 'trigger') store.getState().openTrigger(true);
  }, [store]);
  const guided = guidedModeApplies(flow.editMode, guide);
  const switchMode = async (editMode: Flow['editMode']) => {
    setModeError(null);
    try {
      const updated = await endpoints.updateFlow(ws, flow.flowId, { editMode });
      setFlow((f) => ({ ...f, editMode: updated.editMode ?? editMode }));
    } catch (e) {
      setModeError(e);
    }
  };
  return (
    <SamplesContext.Provider value={samples}>
      <GuideContext.Provider value={guided ? guide : null}>
        <div className={guided ? 'editor guided' : 'editor'} aria-label={t('app.name')} data-edit-mode={guided ? 'guided' : 'full-control'}>
          <EditorToolbar ws={ws} flow={flow} onFlow={setFlow} onVersions={() => setShowVersions((v) => !v)} />
          <ErrorText error={modeError} />
          <FlowChecklist ws={ws} items={checklist} />
          <DraftNotices restoredAt={restoredAt} leaving={draft.leaving} onStay={draft.stay} />
          <div className="editor-body">
            {guided && guide && <GuidePanel ws={ws} flow={flow} guide={guide} onFlow={setFlow} onFullControl={() => void switchMode('full-control')} />}
            {!guided && guide?.published && (
              <button type="button" className="guide-switch" onClick={() => void switchMode('guided')}>
                {t('guide.guidedMode')}
              </button>
            )}
            <FlowCanvas />
            {showVersions ? (
              <VersionsPanel ws={ws} flow={flow} onFlow={setFlow} onClose={() => setShowVersions(false)} />
            ) : triggerOpen ? (
              <TriggerPanel ws={ws} flow={flow} />
            ) : (
              selected && <StepPanel key={selected} name={selected} />
            )}
          </div>
          <InsertMenu />
        </div>
      </GuideContext.Provider>
    </SamplesContext.Provider>
  );
});
