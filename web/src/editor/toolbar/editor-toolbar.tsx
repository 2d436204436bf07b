import { useReactFlow } from '@xyflow/react';
import { memo, useState } from 'react';
import { endpoints } from '../../api/endpoints';
import { ApiError } from '../../api/api-error';
import type { Flow, JsonSchema, VersionIssue } from '../../api/types';
import { issuesOfAnswer, type SchemaIssues } from '../../ui/schema-form/schema-issues';
import { RunInputDialog } from './run-input-dialog';
import { pathOf } from '../../app/routes';
import { navigate } from '../../app/use-location';
import { Link } from '../../app/link';
import { useI18n } from '../../i18n/i18n-context';
import { ErrorText } from '../../ui/error-text';
import { runEditorCommand } from '../shortcuts/editor-commands';
import type { EditorCommand } from '../shortcuts/shortcut-command';
import { selectCanRedo, selectCanUndo, selectDirty, selectSelected } from '../store/create-editor-store';
import { useEditor, useEditorStore } from '../store/editor-context';
import { SaveVersionDialog } from './save-version-dialog';
import { ShadowRunsDialog } from './shadow-runs-dialog';
import { catalogueLabel, plainCheck } from '../check/plain-check';
import { CheckDetails } from '../check/check-details';

/** Undo/redo, clipboard, zoom to fit, save a version, run now, versions and runs. */
export const EditorToolbar = memo(function EditorToolbar({ ws, flow, onFlow, onVersions }: { ws: string; flow: Flow; onFlow: (f: Flow) => void; onVersions: () => void }) {
  const { t, locale } = useI18n();
  const store = useEditorStore();
  const { fitView } = useReactFlow();
  const canUndo = useEditor(selectCanUndo);
  const canRedo = useEditor(selectCanRedo);
  const dirty = useEditor(selectDirty);
  const selected = useEditor(selectSelected);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [issues, setIssues] = useState<VersionIssue[]>([]);

  const command = (c: EditorCommand) => void runEditorCommand(store, c, () => void fitView({ padding: 0.2, duration: 200 }));
  const save = async (name: string, changeNotes: string) => {
    setBusy(true);
    setError(null);
    try {
      const definition = store.getState().history.present;
      const saved = await endpoints.saveVersion(ws, flow.flowId, { definition, ...(name ? { name } : {}), ...(changeNotes ? { changeNotes } : {}) });
      store.getState().markSaved();
      store.getState().setIssues(saved.issues);
      setIssues(saved.issues);
      setSaving(false);
      onFlow({ ...flow, latestVersionId: saved.versionId });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const [shadowing, setShadowing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [inputIssues, setInputIssues] = useState<SchemaIssues>({});
  const start = async (input?: unknown) => {
    setError(null);
    setBusy(true);
    try {
      const { runId } = await endpoints.startRun(ws, flow.flowId, input === undefined ? {} : { input });
      navigate(pathOf({ page: 'run', ws, runId }));
    } catch (e) {
      // The API's own check of the input: its issues go next to the fields.
      if (asking && e instanceof ApiError && e.issues?.length) setInputIssues(issuesOfAnswer(e.issues));
      else setError(e);
    } finally {
      setBusy(false);
    }
  };
  // A definition with an input schema is run with an input typed into a form generated from it.
  const inputSchema = store.getState().history.present.inputSchema as JsonSchema | undefined;
  const runNow = () => (inputSchema ? setAsking(true) : void start());

  return (
    <div className="toolbar">
      <strong className="flow-name">{flow.name}</strong>
      <span className={flow.liveVersionId ? 'badge live' : 'badge'}>{flow.liveVersionId ? t('flows.live') : t('flows.notLive')}</span>
      <span className="muted" data-testid="dirty">{dirty ? t('editor.unsaved') : t('editor.saved')}</span>
      <span className="spacer" />
      <span className="toolbar-group">
        <button type="button" onClick={() => command('undo')} disabled={!canUndo} title="Ctrl+Z">
          {t('editor.undo')}
        </button>
        <button type="button" onClick={() => command('redo')} disabled={!canRedo} title="Ctrl+Y">
          {t('editor.redo')}
        </button>
        <button type="button" onClick={() => command('copy')} disabled={!selected} title="Ctrl+C">
          {t('editor.copy')}
        </button>
        <button type="button" onClick={() => command('paste')} title="Ctrl+V">
          {t('editor.paste')}
        </button>
        <button type="button" onClick={() => command('duplicate')} disabled={!selected} title="Ctrl+D">
          {t('editor.duplicate')}
        </button>
        <button type="button" onClick={() => command('delete')} disabled={!selected} title="Delete">
          {t('common.delete')}
        </button>
        <button type="button" onClick={() => command('fit')} title="Shift+1">
          {t('editor.fit')}
        </button>
      </span>
      <span className="toolbar-group">
        <button type="button" onClick={onVersions}>
          {t('editor.versions')}
        </button>
        <Link to={pathOf({ page: 'runs', ws, flowId: flow.flowId })}>{t('editor.runs')}</Link>
        <button type="button" onClick={() => setSaving(true)} className={dirty ? 'primary' : undefined}>
          {t('editor.saveVersion')}
        </button>
        <button type="button" onClick={() => setShadowing(true)} title={t('shadow.explain')}>
          {t('editor.tryOnPastRuns')}
        </button>
        <button type="button" onClick={runNow} disabled={dirty}>
          {t('editor.runNow')}
        </button>
      </span>
      {(error !== null || issues.length > 0) && (
        <div className="toolbar-messages">
          <ErrorText error={error} />
          {issues.length > 0 && (
            <ul className="issues" data-testid="issues">
              {issues.map((issue, i) => (
                <li key={i}>
                  {plainCheck(issue, catalogueLabel(locale), t)}
                  <CheckDetails issues={[issue]} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {asking && inputSchema && (
        <RunInputDialog flowId={flow.flowId} schema={inputSchema} serverIssues={inputIssues} busy={busy} onRun={(input) => void start(input)} onCancel={() => setAsking(false)} />
      )}
      {shadowing && <ShadowRunsDialog ws={ws} flowId={flow.flowId} definition={store.getState().history.present} onClose={() => setShadowing(false)} />}
      {saving && <SaveVersionDialog busy={busy} onSave={(n, c) => void save(n, c)} onCancel={() => setSaving(false)} />}
    </div>
  );
});
