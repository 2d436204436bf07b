import { ReactFlowProvider } from '@xyflow/react';
import { memo } from 'react';
import { endpoints } from '../api/endpoints';
import type { Definition } from '../flow/types';
import { emptyDefinition } from '../flow/types';
import { useApiQuery } from '../api/use-api-query';
import { EditorProvider } from '../editor/store/editor-context';
import { EditorLayout } from '../editor/editor-layout';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { parseGuide } from '../flow/guide';
import { readDraft } from '../editor/draft/flow-draft';

/** Loads a flow and its latest version, then opens the editor on that definition. */
export const EditorPage = memo(function EditorPage({ ws, flowId }: { ws: string; flowId: string }) {
  const { t } = useI18n();
  // Read once per opening (never refreshed under the editor, dropped when it closes): the editor owns the draft.
  const loaded = useApiQuery({
    queryKey: ['editor', ws, flowId],
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async () => {
    const [flow, checklist] = await Promise.all([endpoints.getFlow(ws, flowId), endpoints.flowChecklist(ws, flowId)]);
    const latest = flow.latestVersionId ? await endpoints.getVersion(ws, flowId, flow.latestVersionId) : undefined;
    const definition: Definition = latest?.definition ?? emptyDefinition();
    // Unsaved work of an earlier visit, unless it is what was saved since.
    const kept = readDraft(ws, flowId);
    const draft = kept && JSON.stringify(kept.definition) !== JSON.stringify(definition) ? kept : null;
    // What the flow still needs (connections, empty required inputs) marks its steps like the version's issues.
    return { flow, definition, draft, issues: [...(latest?.issues ?? []), ...checklist.items], checklist: checklist.items, guide: parseGuide(latest?.guide) };
    },
  });
  if (loaded.error) return <ErrorText error={loaded.error} />;
  if (!loaded.data) return <p className="muted page">{t('common.loading')}</p>;
  return (
    <EditorProvider initial={loaded.data.definition} draft={loaded.data.draft?.definition ?? null} issues={loaded.data.issues}>
      <ReactFlowProvider>
        <EditorLayout ws={ws} flow={loaded.data.flow} guide={loaded.data.guide} restoredAt={loaded.data.draft?.savedAt ?? null} checklist={loaded.data.checklist} />
      </ReactFlowProvider>
    </EditorProvider>
  );
});
