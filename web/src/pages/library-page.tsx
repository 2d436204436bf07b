import { ReactFlowProvider } from '@xyflow/react';
import { memo, useMemo, useState } from 'react';
import { endpoints } from '../api/endpoints';
import type { LibraryFlow } from '../api/types';
import { pathOf } from '../app/routes';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { navigate } from '../app/use-location';
import { FlowCanvas } from '../editor/canvas/flow-canvas';
import { useAppName } from '../editor/panel/catalog-cache';
import { EditorProvider } from '../editor/store/editor-context';
import { useI18n } from '../i18n/i18n-context';
import { ErrorText } from '../ui/error-text';
import { triggerKey } from './dashboard-model';
import { isUseCase, libraryApps, previewStepLabel, previewSteps, searchLibrary, useCaseCounts } from './library-model';

const FlowCard = memo(function FlowCard({ flow, onOpen }: { flow: LibraryFlow; onOpen: (flow: LibraryFlow) => void }) {
  const { t } = useI18n();
  const appName = useAppName();
  const info = flow.libraryInfo;
  return (
    <li className="library-card" data-testid="library-card">
      <button type="button" className="library-card-open" onClick={() => onOpen(flow)}>
        <strong>{flow.name}</strong>
      </button>
      <p className="muted">{flow.description}</p>
      <div className="row wrap">
        {info.useCases.map((uc) => (
          <span key={uc} className="badge">
            {uc}
          </span>
        ))}
        {info.expertPick && <span className="badge ok">{t('library.expertPick')}</span>}
        {info.riskFree && <span className="badge">{t('library.riskFree')}</span>}
        {info.advanced && <span className="badge">{t('library.advanced')}</span>}
      </div>
      <small className="muted">{flow.apps.map(appName).join(', ')}</small>
    </li>
  );
});

/** The preview: description, details, up to 3 preview steps and the flow on a read-only canvas; copy. */
const Preview = memo(function Preview({ ws, flowId, onClose }: { ws: string; flowId: string; onClose: () => void }) {
  const { t } = useI18n();
  const appName = useAppName();
  const preview = useApiQuery(queries.libraryFlow(flowId));
  const [copying, setCopying] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const flow = preview.data;

  const copy = async () => {
    setCopying(true);
    setError(null);
    try {
      const copied = await endpoints.copyLibraryFlow(ws, flowId);
      navigate(pathOf({ page: 'editor', ws, flowId: copied.flowId }));
    } catch (e) {
      setError(e);
      setCopying(false);
    }
  };

  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="card library-preview" role="dialog" aria-label={flow?.name ?? t('library.preview')} data-testid="library-preview" onClick={(e) => e.stopPropagation()}>
        <ErrorText error={preview.error ?? error} />
        {!flow && !preview.error && <p className="muted">{t('common.loading')}</p>}
        {flow && (
          <>
            <div className="row">
              <h2>{flow.name}</h2>
              <span className="spacer" />
              <button type="button" className="primary" disabled={copying} onClick={() => void copy()}>
                {t('library.copy')}
              </button>
              <button type="button" onClick={onClose}>
                {t('common.close')}
              </button>
            </div>
            <p>{flow.description}</p>
            <p data-testid="library-details">{flow.libraryInfo.details.description}</p>
            {flow.libraryInfo.details.other && <p className="muted">{flow.libraryInfo.details.other}</p>}
            <p className="muted">
              {t('flows.trigger')}: {t(triggerKey(flow.definition.trigger))} · {t('flows.apps')}: {flow.apps.map(appName).join(', ') || '—'}
            </p>
            <h3>{t('library.previewSteps')}</h3>
            <ol className="preview-steps" data-testid="preview-steps">
              {previewSteps(flow.previewSteps).map((step) => {
                const label = previewStepLabel(step);
                return (
                  <li key={step.name}>
                    <strong>{label.title}</strong> <span className="muted">{label.detail}</span>
                    {step.description && <p className="muted">{step.description}</p>}
                  </li>
                );
              })}
            </ol>
            <div className="run-canvas library-canvas" data-testid="library-canvas">
              <EditorProvider initial={flow.definition}>
                <ReactFlowProvider>
                  <FlowCanvas />
                </ReactFlowProvider>
              </EditorProvider>
            </div>
          </>
        )}
      </div>
    </div>
  );
});

/** The flow library: browse by use case and by app, search, preview, copy into this workspace. */
export const LibraryPage = memo(function LibraryPage({ ws, uc, a }: { ws: string; uc?: string; a?: string }) {
  const { t } = useI18n();
  const appName = useAppName();
  const useCase = isUseCase(uc) ? uc : undefined;
  const all = useApiQuery(queries.libraryFlows());
  const filtered = useApiQuery({ ...queries.libraryFlows(useCase, a), enabled: Boolean(useCase || a) });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const allFlows = useMemo(() => all.data?.items ?? [], [all.data]);
  const base = useCase || a ? filtered.data?.items : allFlows;
  const shown = useMemo(() => searchLibrary(base ?? [], query), [base, query]);
  const counts = useMemo(() => useCaseCounts(allFlows), [allFlows]);
  const apps = useMemo(() => libraryApps(allFlows), [allFlows]);

  const go = (next: { uc?: string; a?: string }) => navigate(pathOf({ page: 'library', ws, ...next }));
  const openFlow = (flow: LibraryFlow) => {
    setOpen(flow.flowId);
    // Library metrics: a card opened counts as clicked (best effort).
    void endpoints.libraryClicked(flow.flowId).catch(() => undefined);
  };

  return (
    <div className="page library">
      <div className="page-head">
        <h1>{t('library.title')}</h1>
        <input type="search" placeholder={t('library.search')} aria-label={t('library.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <div className="library-body">
        <aside className="library-filters">
          <h3>{t('library.useCases')}</h3>
          <ul className="facets" data-testid="use-cases">
            <li>
              <button type="button" className={!useCase ? 'link active' : 'link'} onClick={() => go({ a })}>
                {t('library.allUseCases')}
              </button>
            </li>
            {counts.map(({ useCase: item, count }) => (
              <li key={item}>
                <button type="button" className={item === useCase ? 'link active' : 'link'} onClick={() => go({ uc: item, a })}>
                  {item} <span className="muted">({count})</span>
                </button>
              </li>
            ))}
          </ul>
          <label className="field">
            <span>{t('library.app')}</span>
            <select aria-label={t('library.app')} value={a ?? ''} onChange={(e) => go({ uc: useCase, a: e.target.value || undefined })}>
              <option value="">{t('library.allApps')}</option>
              {apps.map(({ app, count }) => (
                <option key={app} value={app}>
                  {appName(app)} ({count})
                </option>
              ))}
            </select>
          </label>
        </aside>
        <section className="library-list">
          <ErrorText error={all.error ?? filtered.error} />
          {(all.loading || filtered.loading) && !base && <p className="muted">{t('common.loading')}</p>}
          {base && shown.length === 0 && <p className="muted">{t('library.empty')}</p>}
          <ul className="library-cards">
            {shown.map((flow) => (
              <FlowCard key={flow.flowId} flow={flow} onOpen={openFlow} />
            ))}
          </ul>
        </section>
      </div>
      {open && <Preview ws={ws} flowId={open} onClose={() => setOpen(null)} />}
    </div>
  );
});
