import { memo } from 'react';
import { useSite } from './site-context';
import type { SiteDoc } from './site-docs';

/**
 * A page of the user guide at `/docs/...`: the contents beside the article, which is the repository's
 * markdown rendered at build time (site-docs.ts). In the browser the article is taken over as it was
 * prerendered, so hydration keeps it.
 */
export const DocsPage = memo(function DocsPage({ doc, contents }: { doc: SiteDoc; contents: readonly { path: string; title: string }[] }) {
  const { text } = useSite();
  return (
    <div className="site-docs">
      <nav className="site-docs-nav" aria-label={text.docs.contents}>
        <strong>{text.docs.contents}</strong>
        <ul>
          {contents.map((entry) => (
            <li key={entry.path}>
              <a href={entry.path} aria-current={entry.path === doc.path ? 'page' : undefined}>
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <article className="site-doc" id="site-doc" data-testid="doc-article" dangerouslySetInnerHTML={{ __html: doc.html }} />
    </div>
  );
});
