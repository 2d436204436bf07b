import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked, type Tokens } from 'marked';
import { DOCS_PATH } from './site-pages';

/** One page of the user guide: `docs/<slug>.md` of the repository, rendered to HTML at build time. */
export type SiteDoc = { slug: string; path: string; title: string; html: string };

/** Where a page of the guide is served: `docs/index.md` at `/docs`, `docs/<slug>.md` at `/docs/<slug>`. */
export const docPath = (slug: string): string => (slug === 'index' ? DOCS_PATH : `${DOCS_PATH}/${slug}`);

const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');

/** Links between the guide's pages (`limits.md#http-responses`) lead to their pages on the site; images to `/docs/images/`. */
function siteHref(href: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/|^#/i.test(href)) return href;
  const page = /^(?:\.\/)?([\w-]+)\.md(#.*)?$/.exec(href);
  if (page) return `${docPath(page[1]!)}${page[2] ?? ''}`;
  const image = /^(?:\.\/)?images\/([\w.-]+)$/.exec(href);
  if (image) return `${DOCS_PATH}/images/${image[1]}`;
  // Anything outside docs/ (the README, source files) is not on the site: the guide's front page.
  return DOCS_PATH;
}

const markdown = new Marked({
  gfm: true,
  walkTokens(token) {
    if (token.type === 'link' || token.type === 'image') (token as Tokens.Link | Tokens.Image).href = siteHref((token as Tokens.Link).href);
  },
  renderer: {
    heading({ tokens, depth }) {
      const inner = this.parser.parseInline(tokens);
      return `<h${depth} id="${headingId(inner)}">${inner}</h${depth}>\n`;
    },
  },
});

/** Every `docs/*.md`, the front page (`index.md`) first, then by title. */
export function loadDocs(docsDir: string): SiteDoc[] {
  const docs = readdirSync(docsDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const slug = file.slice(0, -'.md'.length);
      const source = readFileSync(join(docsDir, file), 'utf8');
      const title = /^#\s+(.+)$/m.exec(source)?.[1]?.trim() ?? slug;
      return { slug, path: docPath(slug), title, html: markdown.parse(source, { async: false }) };
    });
  return docs.sort((a, b) => (a.slug === 'index' ? -1 : b.slug === 'index' ? 1 : a.title.localeCompare(b.title)));
}
