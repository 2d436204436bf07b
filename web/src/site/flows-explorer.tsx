import type { LibraryFlow } from '@tandem/services/schemas/library';
import { memo, useEffect, useState } from 'react';
import { AppLink } from './app-link';
import { appName, readableStepName, siteApps, siteUseCases } from './site-apps';
import { useSite } from './site-context';
import { SIGN_UP } from './site-pages';
import type { SitePageText } from './site-text';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'done'; flows: LibraryFlow[] };

/** The explorer's filter from the page's query: `uc` (use case) and `a` (app id). */
export function explorerFilter(search: string): { uc?: string; a?: string } {
  const params = new URLSearchParams(search);
  const uc = params.get('uc');
  const a = params.get('a');
  return { ...(uc ? { uc } : {}), ...(a ? { a } : {}) };
}

/** Where "use this flow" leads: sign-up, then the flow library of the new workspace with the same filter. */
export function useFlowHref(flow: LibraryFlow): string {
  const uc = flow.libraryInfo.useCases[0];
  const next = `/app/flows${uc ? `?${new URLSearchParams({ uc }).toString()}` : ''}`;
  return `${SIGN_UP}?${new URLSearchParams({ next }).toString()}`;
}

const FlowItem = memo(function FlowItem({ flow }: { flow: LibraryFlow }) {
  const { text } = useSite();
  return (
    <li className="site-flow" data-testid="explorer-flow">
      <h2>{flow.name}</h2>
      <p>{flow.description ?? flow.libraryInfo.details.description}</p>
      <p className="site-tags">{[...flow.libraryInfo.useCases, ...flow.apps.map(appName)].join(' · ')}</p>
      <strong>{text.explorer.previewSteps}</strong>
      <ol data-testid="explorer-preview-steps">
        {flow.libraryInfo.previewSteps.slice(0, 3).map((step) => (
          <li key={step}>{readableStepName(step)}</li>
        ))}
      </ol>
      <AppLink href={useFlowHref(flow)} className="site-cta">
        {text.explorer.useThisFlow}
      </AppLink>
    </li>
  );
});

/**
 * `/flows`: the public flow library filtered by `?uc=` and `?a=` (the Solutions menu lands here).
 * The heading and lead are prerendered; the list is read from the public library API in the browser.
 */
export const FlowsExplorer = memo(function FlowsExplorer({ page }: { page: SitePageText }) {
  const { text } = useSite();
  const [filter, setFilter] = useState<{ uc?: string; a?: string } | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => setFilter(explorerFilter(window.location.search)), []);
  useEffect(() => {
    if (!filter) return;
    let current = true;
    setLoaded({ status: 'loading' });
    fetch(`/api/library/flows?${new URLSearchParams(filter).toString()}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`library answered ${response.status}`);
        const body = (await response.json()) as { items: LibraryFlow[] };
        if (current) setLoaded({ status: 'done', flows: body.items });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (current) setLoaded({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [filter]);
  /** A choice in a filter: the list and the address follow (`?uc=`, `?a=`), so it can be shared. */
  const choose = (name: 'uc' | 'a', value: string) => {
    const { [name]: _dropped, ...rest } = filter ?? {};
    const next = value ? { ...rest, [name]: value } : rest;
    const query = new URLSearchParams(next).toString();
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    setFilter(next);
  };
  const shown = filter && [filter.uc, filter.a ? appName(filter.a) : undefined].filter(Boolean).join(' · ');
  return (
    <>
      <section className="site-hero">
        <h1>{page.heading}</h1>
        <p className="site-lead">{page.intro}</p>
        <div className="site-filters">
          <label>
            {text.explorer.useCase}{' '}
            <select data-testid="filter-use-case" value={filter?.uc ?? ''} onChange={(event) => choose('uc', event.target.value)}>
              <option value="">{text.explorer.anyUseCase}</option>
              {siteUseCases.map((uc) => (
                <option key={uc} value={uc}>
                  {uc}
                </option>
              ))}
            </select>
          </label>
          <label>
            {text.explorer.app}{' '}
            <select data-testid="filter-app" value={filter?.a ?? ''} onChange={(event) => choose('a', event.target.value)}>
              <option value="">{text.explorer.anyApp}</option>
              {siteApps.map((app) => (
                <option key={app.id} value={app.id}>
                  {app.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p data-testid="explorer-filter">{shown ? `${text.explorer.filteredBy}: ${shown}` : text.explorer.all}</p>
      </section>
      <section className="site-section" aria-live="polite">
        {loaded.status === 'loading' && <p>{text.explorer.loading}</p>}
        {loaded.status === 'failed' && <p>{text.explorer.failed}</p>}
        {loaded.status === 'done' && loaded.flows.length === 0 && <p>{text.explorer.empty}</p>}
        {loaded.status === 'done' && loaded.flows.length > 0 && (
          <ul className="site-flows">
            {loaded.flows.map((flow) => (
              <FlowItem key={flow.flowId} flow={flow} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
});
