import { memo, useState } from 'react';
import type { Flow } from '../api/types';
import { useI18n } from '../i18n/i18n-context';
import { FlowCanvas } from './canvas/flow-canvas';
import { InsertMenu } from './insert-menu';
import { StepPanel } from './panel/step-panel';
import { useEditorShortcuts } from './shortcuts/use-editor-shortcuts';
import { selectSelected } from './store/create-editor-store';
import { useEditor } from './store/editor-context';
import { EditorToolbar } from './toolbar/editor-toolbar';
import { VersionsPanel } from './toolbar/versions-panel';

/** The editor screen: toolbar, canvas, and the side panel of the selected step or the versions. */
export const EditorLayout = memo(function EditorLayout({ ws, flow: initialFlow }: { ws: string; flow: Flow }) {
  const { t } = useI18n();
  const [flow, setFlow] = useState(initialFlow);
  const [showVersions, setShowVersions] = useState(false);
  const selected = useEditor(selectSelected);
  useEditorShortcuts();
  return (
    <div className="editor" aria-label={t('app.name')}>
      <EditorToolbar ws={ws} flow={flow} onFlow={setFlow} onVersions={() => setShowVersions((v) => !v)} />
      <div className="editor-body">
        <FlowCanvas />
        {showVersions ? (
          <VersionsPanel ws={ws} flow={flow} onFlow={setFlow} onClose={() => setShowVersions(false)} />
        ) : (
          selected && <StepPanel key={selected} name={selected} />
        )}
      </div>
      <InsertMenu />
    </div>
  );
});
